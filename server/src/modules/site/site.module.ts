import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfigCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container.js';
import { registerCall } from '../../http/contract-route.js';
import { sendNotFound } from '../../http/error-handler.js';
import { pingDatabase } from '../../infra/db/ping.js';
import { buildOpenApiDocument } from '../../http/openapi.js';
import { loadRemotesMap } from './remotes-map.js';
import { serveSite } from './static-site.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function siteModule(app: FastifyInstance, container: Container): Promise<void> {
  const { config, db } = container;

  app.get('/healthz', async (_request, reply) => {
    await pingDatabase(db);
    return reply.send({ status: 'ok', database: container.database.kind });
  });

  const openApi = buildOpenApiDocument(config.publicUrl);
  app.get('/ai-photographer/openapi.json', async () => openApi);

  registerCall(app, runtimeConfigCall, async () => ({
    basePath: config.basePath,
    passwordSalt: config.passwordPrehash.salt,
    passwordSuffix: config.passwordPrehash.suffix,
    googleClientId: config.google.clientId ?? null,
    supportEmails: config.supportEmails,
  }));

  const remotesMap = await loadRemotesMap(config.basePath, config.site.remotesJson);
  app.get(`${config.basePath}/remotes.json`, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(remotesMap),
  );

  if (config.mail.transport === 'outbox') {
    // Development and tests only: read the e-mails the product "sent".
    app.get('/dev/mail', async () => ({ messages: await container.mailRepository.listRecent() }));
  }

  // Crawlers may read every public page; the site's pages themselves say noindex where they must.
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('User-agent: *\nAllow: /\n'));

  const site = { siteRoot: config.site.dir ?? REPO_ROOT, basePath: config.basePath, publicUrl: config.publicUrl };
  const sendShellPage = config.site.serve ? await serveSite(app, site) : null;
  app.setNotFoundHandler((request, reply) => sendShellPage?.(request, reply) ?? sendNotFound(request, reply));
}
