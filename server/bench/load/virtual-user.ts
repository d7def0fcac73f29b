/**
 * One virtual user of the load benchmark: signs in, then until the phase ends loops over what a studio
 * user does (the generation page's reads, a 1-image gen, a like, the packs pages, now and then a zip),
 * with a think time between calls. Pack owners start their pack first and open its album each loop.
 */
import type { ScaleUser } from '../../test/scale/scale-journey.js';
import type { CallRecorder } from './call-recorder.js';

export interface VirtualUserState {
  user: ScaleUser;
  /** A trained model, or the base model (`flux-base`) for users who did not train one. */
  modelId: string;
  /** Set for the users who make a pack in the phase (their pack id): they start it after signing in. */
  packId?: number;
  fileIds: string[];
}

export interface PhaseOptions {
  until: number;
  thinkMs: number;
  /** Every Nth loop downloads a zip. */
  zipEvery: number;
  password: string;
  /** Called with the pack generation a pack owner started. */
  onPackStarted: (packGenerationId: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Streams a signed zip link to the end, from the user's next web process. */
async function downloadZip(user: ScaleUser, link: { url: string }): Promise<number> {
  const url = new URL(link.url, user.web); // relative or absolute: served by any web process
  const reply = await fetch(`${user.web}${url.pathname}${url.search}`);
  if (!reply.ok) throw new Error(`zip ${reply.status}`);
  return (await reply.arrayBuffer()).byteLength;
}

export async function runVirtualUser(state: VirtualUserState, recorder: CallRecorder, options: PhaseOptions): Promise<void> {
  const { user } = state;
  const think = () => sleep(options.thinkMs * (0.5 + Math.random()));
  const more = () => Date.now() < options.until;
  // A sign-in per phase, as a browser's new session (the cookie from setup is dropped).
  user.cookie = '';
  await recorder.time('sign-in', async () => {
    const reply = await user.call('auth-service/auth', { email: user.email, password: options.password });
    if (reply.status !== 'logged-in') throw new Error(`sign-in: ${reply.status}`);
  });
  let packGenerationId: number | undefined;
  if (state.packId !== undefined) {
    await recorder.time('generate-pack', async () => {
      const { pendingPurchaseId } = await user.call('photo-pack-service/my-pack-purchases', {});
      const started = await user.call('photo-pack-service/generate-pack', { packId: state.packId, modelId: state.modelId, packPurchaseId: pendingPurchaseId });
      packGenerationId = started.packGenerationId as number;
    });
    if (packGenerationId !== undefined) options.onPackStarted(packGenerationId);
  }
  let packZipped = false;
  const timed = (name: string, work: () => Promise<unknown>) => () => recorder.time(name, work);
  const zip = async (ask: string, request: () => Promise<{ url: string }>, get: string) => {
    const link = await recorder.time(ask, request);
    if (link) await recorder.time(get, () => downloadZip(user, link));
  };
  for (let loop = 0; more(); loop += 1) {
    const steps: (() => Promise<unknown>)[] = [
      timed('gen-status', () => user.call('replicate-service/gen-status', undefined, 'GET')),
      timed('account-info', () => user.call('auth-service/account-info', undefined, 'GET')),
      timed('models', () => user.call('replicate-service/models', { isMobile: false })),
      timed('gen (1 image)', async () => {
        const reply = await user.call('replicate-service/gen', { prompt: 'a studio portrait of model', modelId: state.modelId, imageCount: 1 });
        if (reply.status !== 'success') throw new Error(`gen: ${JSON.stringify(reply).slice(0, 200)}`);
        state.fileIds.push(reply.outputImages[0].fileId);
      }),
      timed('like-image', async () => {
        const fileId = state.fileIds.at(-1);
        if (fileId) await user.call('replicate-service/like-image', { fileId, isLiked: true });
      }),
      timed('photo-packs', () => user.call('photo-pack-service/photo-packs', {})),
      timed('my-pack-purchases', () => user.call('photo-pack-service/my-pack-purchases', {})),
    ];
    if (packGenerationId !== undefined) {
      steps.push(async () => {
        const album = await recorder.time('pack album', () => user.call(`photo-pack-service/pack-generation/${packGenerationId}`, undefined, 'GET'));
        // Once the pack is made, its owner downloads it (once).
        if (album && album.packGeneration.status !== 'running' && !packZipped) {
          packZipped = true;
          await zip('pack-download', () => user.call('photo-pack-service/pack-download', { packGenerationId }), 'zip GET (pack, 30 photos)');
        }
      });
    }
    if (loop % options.zipEvery === options.zipEvery - 1 && state.fileIds.length > 0) {
      steps.push(() => zip('images-download', () => user.call('replicate-service/images-download', { fileIds: state.fileIds.slice(-4) }), 'zip GET (4 photos)'));
    }
    for (const step of steps) {
      if (!more()) return;
      await step();
      await think();
    }
  }
}
