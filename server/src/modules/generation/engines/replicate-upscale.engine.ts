import sharp from 'sharp';
import { createReplicateClient, type ReplicateClientSettings } from '../../../infra/replicate/replicate.client.js';
import { REAL_POLLING_CLOCK } from '../../../infra/replicate/prediction-polling.js';
import type { ImageOutcome, UpscaleEngine, UpscaleRequest } from '../image-engine.js';
import { replicateFileInput } from './replicate-image.engine.js';
import { runOneImagePrediction } from './replicate-one-image.adapter.js';
import { PREVIEW_POLLING, type ReplicatePreviewDeps } from './replicate-preview.engine.js';

export interface ReplicateUpscaleSettings extends ReplicateClientSettings {
  /** The upscaler, pinned: "owner/name:<64 hex>" (REPLICATE_UPSCALE_VERSION, nightmareai/real-esrgan by default). */
  version: string;
  /** A prediction not finished by then is canceled and the copy counts as failed. */
  deadlineMs: number;
}

/** The same injectable parts as the preview engine's: a client, the HTTP pacing, a clock, the output download. */
export type ReplicateUpscaleDeps = ReplicatePreviewDeps;

/**
 * The most an upscaled output may weigh. The model answers a PNG written by OpenCV at its fastest compression,
 * which barely shrinks a photo: 4096 × 3072 is about 30 MB, 4096 × 4096 with alpha up to 64 MB.
 */
export const UPSCALED_MAX_BYTES = 80 * 1024 * 1024;

/**
 * The factor asked of the model: the request's `scale`, or the smaller one that reaches a size capped at the
 * long-side limit. Asking 4× and shrinking afterwards would make the GPU paint (and us download) up to four
 * times the pixels we keep.
 */
export function modelScale(request: Pick<UpscaleRequest, 'image' | 'scale' | 'width' | 'height'>): number {
  const reach = Math.max(request.width / request.image.width, request.height / request.image.height);
  return Math.min(request.scale, reach);
}

/**
 * nightmareai/real-esrgan's input (its version's published schema: `image`, `scale` 0-10, `face_enhance`).
 * GFPGAN face enhancement stays off: parts of it carry non-commercial terms, and it repaints faces from a
 * generic prior, which is not the person's likeness (docs/outfit-and-upscale-engines.md).
 */
export function upscaleInput(request: Pick<UpscaleRequest, 'image' | 'scale' | 'width' | 'height'>, image: string) {
  return { image, scale: modelScale(request), face_enhance: false } as const;
}

/** Exactly `width` × `height` as a JPEG: as it came when it already is that, else resized (a capped size's last pixel). */
async function asExactJpeg(bytes: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  const image = sharp(bytes);
  const { format, width, height } = await image.metadata();
  if (format === 'jpeg' && width === size.width && height === size.height) return bytes;
  return image.resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' }).flatten({ background: '#ffffff' })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
}

/**
 * The download handed to collectOutputs: an image answer arrives as the JPEG we keep. collectOutputs refuses more
 * than 25 MB (the most a Flux photo weighs), and the upscaler's PNG is often larger, so it is made the JPEG here,
 * under the upscaler's own limit. Anything else (an error status) passes through for collectOutputs to judge.
 */
function downloadAsExactJpeg(baseFetch: typeof fetch, size: { width: number; height: number }): typeof fetch {
  return async (input, init) => {
    const response = await baseFetch(input, init);
    if (!response.ok) return response;
    const tooLarge = `the upscaled output is larger than ${UPSCALED_MAX_BYTES / 1024 / 1024} MB`;
    if (Number(response.headers.get('content-length')) > UPSCALED_MAX_BYTES) {
      await response.body?.cancel();
      throw new Error(tooLarge);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > UPSCALED_MAX_BYTES) throw new Error(tooLarge);
    return new Response(new Uint8Array(await asExactJpeg(bytes, size)), { status: 200, headers: { 'content-type': 'image/jpeg' } });
  };
}

/**
 * HD on Replicate: one prediction on the pinned upscaler, polled by infra/replicate's one loop (never `run()`)
 * at the preview's pace (the user is watching), canceled at the deadline; the output (one URL) is downloaded at
 * once, since Replicate deletes it within an hour, and answered as a JPEG of exactly the requested size.
 */
export function createReplicateUpscaleEngine(settings: ReplicateUpscaleSettings, deps: ReplicateUpscaleDeps = {}): UpscaleEngine {
  const client = deps.client ?? createReplicateClient(settings, deps.http);
  const clock = { now: deps.now ?? REAL_POLLING_CLOCK.now, sleep: deps.sleep ?? REAL_POLLING_CLOCK.sleep };
  return {
    name: 'replicate',
    async upscale(request: UpscaleRequest): Promise<ImageOutcome> {
      const size = { width: request.width, height: request.height };
      // The model answers one URL; a data: URI (never seen from it) skips the download, so it is sized below too.
      const outcome = await runOneImagePrediction({
        client, clock, version: settings.version, what: 'upscale', deadlineMs: settings.deadlineMs, pace: PREVIEW_POLLING,
        fetch: downloadAsExactJpeg(deps.fetch ?? fetch, size),
        input: async () => upscaleInput(request, await replicateFileInput(client, request.image.bytes, request.image.contentType, 'upscale-photo')),
      });
      if (!outcome.ok) return outcome;
      try {
        return { ok: true, bytes: await asExactJpeg(outcome.bytes, size), contentType: 'image/jpeg' };
      } catch (error) {
        return { ok: false, error: `the upscaled output could not be read: ${(error as Error).message}` };
      }
    },
  };
}
