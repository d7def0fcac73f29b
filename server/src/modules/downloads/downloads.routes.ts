import { imagesDownloadCall, packDownloadCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { DownloadsComponents } from './downloads.wiring.js';
import { AppError } from '../../kernel/app-error.js';
import { registerCall } from '../../http/contract-route.js';
import { contentDisposition } from '../files/index.js';
import { DOWNLOADS_PATH } from './download-link.signer.js';
import { zipStream } from '../../infra/zip/zip-writer.js';

const FORBIDDEN_MESSAGE = 'This link has expired or is not valid.';

/**
 * The two download calls hand the owner a signed link; GET /ai-photographer/downloads/<name>.zip?s=&exp=&sig=
 * streams the zip from storage, one photo at a time. See docs/generation-and-images.md#downloads.
 */
export function downloadsRoutes(app: FastifyInstance, { downloadsService, downloadLinkSigner }: DownloadsComponents): void {
  registerCall(app, packDownloadCall, async (input, { account }) => downloadsService.packLink(account!.id, input.packGenerationId));
  registerCall(app, imagesDownloadCall, async (input, { account }) => downloadsService.imagesLink(account!.id, input.fileIds));

  app.get<{ Params: { name: string }; Querystring: { s?: string; exp?: string; sig?: string } }>(`${DOWNLOADS_PATH}/:name`, async (request, reply) => {
    const { s, exp, sig } = request.query;
    const subject = downloadLinkSigner.verify(s, exp, sig);
    if (!subject) throw AppError.forbidden(FORBIDDEN_MESSAGE);
    const archive = await downloadsService.archive(subject);
    if (archive.entries.length === 0) throw AppError.notFound();
    const zip = zipStream(archive.entries);
    zip.on('error', (error) => request.log.error({ err: error }, 'zip download failed midway'));
    return reply
      .type('application/zip')
      .header('content-disposition', contentDisposition(archive.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(zip);
  });
}
