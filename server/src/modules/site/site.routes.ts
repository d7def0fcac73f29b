import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfigCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import type { Database } from '../../infra/db/database.js';
import type { MailRepository } from '../../infra/mail/mail.repository.js';
import { AppError } from '../../kernel/app-error.js';
import { registerCall } from '../../http/contract-route.js';
import { isLocalRequest } from '../../http/local-request.js';
import { sendNotFound } from '../../http/error-handler.js';
import { pingDatabase } from '../../infra/db/ping.js';
import { buildOpenApiDocument } from '../../http/openapi.js';
import { SERVED_CALLS } from './served-calls.js';
import type { RemotesMap } from '../../config/remotes-map.js';
import { legalSettingsOf } from './legal-settings.js';
import { serveSite } from './static-site.http.js';
import type { ShowcaseSource } from './live-pages.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SiteRoutesDeps {
  config: AppConfig;
  database: Database;
  mailRepository: MailRepository;
  remotesMap: RemotesMap;
  /** The showcase the prerendered pages show; they are rendered again when it changes. */
  showcase?: ShowcaseSource;
}

export async function siteRoutes(app: FastifyInstance, { config, database, mailRepository, remotesMap, showcase }: SiteRoutesDeps): Promise<void> {

  app.get('/healthz', async (_request, reply) => {
    await pingDatabase(database.db);
    return reply.send({ status: 'ok', database: database.kind });
  });

  const openApi = buildOpenApiDocument(config.publicUrl, SERVED_CALLS);
  app.get('/ai-photographer/openapi.json', async () => openApi);

  // One value for the call and the pages (the served pages carry it, with the remotes map, for the start-up).
  const runtimeConfig = {
    basePath: config.basePath,
    passwordSalt: config.passwordPrehash.salt,
    passwordSuffix: config.passwordPrehash.suffix,
    googleClientId: config.google.clientId ?? null,
    supportEmails: config.supportEmails,
    privacy: config.privacy,
    training: config.training,
  };
  registerCall(app, runtimeConfigCall, async () => runtimeConfig);

  app.get(`${config.basePath}/remotes.json`, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(remotesMap),
  );

  if (config.mail.transport === 'outbox' && config.env !== 'production') {
    // Development and tests only: the e-mails the product "sent", activation and reset links included,
    // so only for this machine itself (not through a proxy) or a signed-in admin.
    app.get('/dev/mail', async (request) => {
      if (!isLocalRequest(request) && !request.account?.isAdmin) throw AppError.notFound();
      return { messages: await mailRepository.listRecent() };
    });
  }

  // Crawlers may read every public page; the site's pages themselves say noindex where they must.
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('User-agent: *\nAllow: /\n'));

  const site = {
    siteRoot: config.site.dir ?? REPO_ROOT, basePath: config.basePath, publicUrl: config.publicUrl, trainer: config.training.trainer,
    bootstrap: { remotes: remotesMap, runtimeConfig },
    legalSettings: legalSettingsOf(config.privacy),
    showcase,
  };
  const sendShellPage = config.site.serve ? await serveSite(app, site) : null;
  app.setNotFoundHandler((request, reply) => sendShellPage?.(request, reply) ?? sendNotFound(request, reply));
}
