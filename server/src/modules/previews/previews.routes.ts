import { createHash, randomBytes } from 'node:crypto';
import { API_PREFIX, createPreviewCall, getPreviewCall, myPreviewCall, PREVIEW_MAX_SELFIES, TOO_MANY_SELFIES_MESSAGE } from 'api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import { enableMultipart, registerCall } from '../../http/contract-route.js';
import { MAX_UPLOADED_IMAGE_BYTES } from '../../infra/photo/uploaded-image.adapter.js';
import type { UploadedFile } from '../../kernel/uploaded-file.js';
import type { PreviewsComponents } from './previews.wiring.js';

/** The browser's preview cookie: a random id the per-device throttle counts by, sent only to these calls. */
export const PREVIEW_DEVICE_COOKIE = 'preview_device';
const DEVICE_COOKIE_PATH = `${API_PREFIX}/preview-service/`;
const DEVICE_COOKIE_DAYS = 365;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

export interface PreviewsRoutesDeps extends Pick<PreviewsComponents, 'previewService'> {
  config: Pick<AppConfig, 'cookieSecure'>;
  /** Starts this process's job runner at once, so the photos begin without waiting for a poll. */
  wakeJobs: () => void;
}

/**
 * The browser's device id for the throttle, as a hash: the cookie it carries, or a new one set now (a
 * second account on the same browser then counts against the same device).
 */
function deviceOf(request: FastifyRequest, reply: FastifyReply, config: PreviewsRoutesDeps['config']): string {
  let token = request.cookies[PREVIEW_DEVICE_COOKIE];
  if (!token || !DEVICE_TOKEN.test(token)) {
    token = randomBytes(16).toString('base64url');
    reply.setCookie(PREVIEW_DEVICE_COOKIE, token, {
      path: DEVICE_COOKIE_PATH, httpOnly: true, secure: config.cookieSecure, sameSite: 'lax', maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
  }
  return createHash('sha256').update(token).digest('base64url').slice(0, 22);
}

/** preview-service: start the free preview (one to three selfies), read it while it is made, and the caller's own. */
export async function previewsRoutes(app: FastifyInstance, deps: PreviewsRoutesDeps): Promise<void> {
  await enableMultipart(app);
  registerCall(app, createPreviewCall, async (input, { request, reply, account }) => {
    const sent = input.file as UploadedFile[] | undefined;
    const result = await deps.previewService.create(account!, sent ?? [], { ip: request.ip, device: deviceOf(request, reply, deps.config) });
    deps.wakeJobs();
    return result;
  }, { maxFileBytes: MAX_UPLOADED_IMAGE_BYTES, files: { max: PREVIEW_MAX_SELFIES, message: TOO_MANY_SELFIES_MESSAGE } });
  registerCall(app, getPreviewCall, ({ previewId }, { account }) => deps.previewService.get(account!.id, previewId));
  registerCall(app, myPreviewCall, (_input, { account }) => deps.previewService.mine(account!));
}
