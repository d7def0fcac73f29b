import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import type { Database } from '../../src/infra/db/database.js';
import { createBackdropRenderer } from '../../src/infra/segmentation/backdrop-renderer.js';
import type { BackdropRenderer, PersonCutter } from '../../src/infra/segmentation/backdrop.types.js';
import { createShareImageHost } from '../../src/infra/share-hosts/share-image-host.factory.js';
import type { ShareImageHost } from '../../src/infra/share-hosts/share-image-host.js';
import { createFileStorage } from '../../src/infra/storage/storage.factory.js';
import {
  configuredImageEngine, configuredOutfitEngine, configuredPreviewEngine, configuredUpscaleEngine, type ImageEngine, type OutfitEngine, type PreviewEngine,
  type UpscaleEngine,
} from '../../src/modules/generation/index.js';
import { createLocalUpscaler } from '../../src/infra/upscaling/local-upscaler.js';
import { createIdPhotoMaker } from '../../src/infra/id-photo/id-photo-maker.js';
import type { IdPhotoMaker } from '../../src/infra/id-photo/id-photo.types.js';
import { createRedditPosts, type RedditPosts } from '../../src/modules/offers/reddit-posts.adapter.js';
import { createPromptWriter } from '../../src/modules/templates/prompt-writers/prompt-writer.factory.js';
import type { PromptWriter } from '../../src/modules/templates/index.js';
import { createTrainingEngine } from '../../src/modules/training/engines/training-engine.factory.js';
import type { TrainingEngine } from '../../src/modules/training/index.js';
import { swappable } from './swappable.js';
import { freshTestDatabase, sharedTestDatabase } from './test-database.js';
import type { InjectOptions } from 'fastify';
import { HttpClient, type Injector } from './http-client.js';

export interface TestServer {
  url: string;
  built: BuiltApp;
  system: BuiltApp['system'];
  /** Generates with `engine` from now on (an admin's mock mode still wins). */
  useImageEngine(engine: ImageEngine): void;
  /** Makes free previews with `engine` from now on (an admin's mock mode still wins). */
  usePreviewEngine(engine: PreviewEngine): void;
  useOutfitEngine(engine: OutfitEngine): void;
  useUpscaleEngine(engine: UpscaleEngine): void;
  useIdPhotoMaker(maker: IdPhotoMaker): void;
  /** Replaces backgrounds with `renderer` from now on (by default the local segmentation model). */
  useBackdrops(renderer: BackdropRenderer & PersonCutter): void;
  /** Trains with `engine` from now on. */
  useTrainingEngine(engine: TrainingEngine): void;
  /** The training engine in use now. */
  trainingEngine(): TrainingEngine;
  usePromptWriter(writer: PromptWriter): void;
  useShareHost(host: ShareImageHost): void;
  useRedditPosts(posts: RedditPosts): void;
  /** The clock of the rules that count days and hours (the share offer, share expiry, an upload's wait for confirmation). */
  useClock(now: () => Date): void;
  /** A new browser-like client with its own cookie jar. */
  client(options?: { origin?: string }): HttpClient;
  /** Runs every background job that is due (mail delivery, ...). */
  drainJobs(): Promise<number>;
  close(): Promise<void>;
}

let dataDir: string | undefined;
/**
 * This test process's own data folder (stored files), removed when it exits: test files run in
 * parallel and must not see each other's files, nor leave any in the repository's ./data.
 */
function processDataDir(): string {
  if (!dataDir) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-photographer-test-'));
    process.on('exit', () => fs.rmSync(made, { recursive: true, force: true }));
    dataDir = made;
  }
  return dataDir;
}

/**
 * A real server listening on a loopback port, as the tests' subject. Servers of one test file share
 * the file's database (tests isolate by account); `isolated` gives a server a database of its own, for
 * tests that count or sweep everything in it.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { isolated?: boolean } = {}): Promise<TestServer> {
  const { database, release } = options.isolated
    ? await freshTestDatabase().then(({ database: made, dispose }) => ({ database: made, release: dispose }))
    : await sharedTestDatabase();
  // A new server starts with fresh rate limits, as it did on a database of its own.
  await database.db.deleteFrom('rate_limit_windows').execute();
  const server = await startServerOn(database, env);
  return {
    ...server,
    async close() {
      await server.close();
      await release();
    },
  };
}

/** The parts a test may replace, each the configured one until it does. */
function swappableParts(config: AppConfig, database: Database) {
  const storage = () => createFileStorage(config);
  const imageEngine = swappable<ImageEngine>(() => configuredImageEngine(config, storage()));
  const localBackdrops = createBackdropRenderer();
  const backdrops = swappable<BackdropRenderer & PersonCutter>(() => localBackdrops);
  const previewEngine = swappable<PreviewEngine>(() => configuredPreviewEngine(config, backdrops.part));
  const outfitEngine = swappable<OutfitEngine>(() => configuredOutfitEngine(config, backdrops.part));
  let localUpscaler: ReturnType<typeof createLocalUpscaler> | undefined;
  const upscaleEngine = swappable<UpscaleEngine>(() => configuredUpscaleEngine(config, () => (localUpscaler ??= createLocalUpscaler())));
  let localIdPhotoMaker: ReturnType<typeof createIdPhotoMaker> | undefined;
  const idPhotoMaker = swappable<IdPhotoMaker>(() => (localIdPhotoMaker ??= createIdPhotoMaker()));
  const trainingEngine = swappable<TrainingEngine>(() => createTrainingEngine(config, { db: database.db }));
  const promptWriter = swappable<PromptWriter>(() => createPromptWriter(config));
  const shareHost = swappable<ShareImageHost>(() => createShareImageHost(config, storage()));
  const redditPosts = swappable<RedditPosts>(() => createRedditPosts(config.offers.reddit));
  let now = () => new Date();
  return {
    forBuild: {
      imageEngine: imageEngine.part, previewEngine: previewEngine.part, backdrops: backdrops.part, outfitEngine: outfitEngine.part, upscaleEngine: upscaleEngine.part, idPhotoMaker: idPhotoMaker.part, trainingEngine: trainingEngine.part, promptWriter: promptWriter.part,
      shareHost: shareHost.part, redditPosts: redditPosts.part, clock: () => now(),
    },
    /** The local backdrop, upscaler and ID photo workers, if a test started them. */
    close: async () => {
      await localBackdrops.close();
      await localUpscaler?.close();
      await localIdPhotoMaker?.close();
    },
    controls: {
      useImageEngine: imageEngine.use,
      usePreviewEngine: previewEngine.use,
      useBackdrops: backdrops.use,
      useOutfitEngine: outfitEngine.use,
      useUpscaleEngine: upscaleEngine.use,
      useIdPhotoMaker: idPhotoMaker.use,
      useTrainingEngine: trainingEngine.use,
      trainingEngine: trainingEngine.current,
      usePromptWriter: promptWriter.use,
      useShareHost: shareHost.use,
      useRedditPosts: redditPosts.use,
      useClock(next: () => Date) {
        now = next;
      },
    },
  };
}

/**
 * A server on an existing database, left open by `close`: two of these in turn on one database stand
 * for a process that died and the one that replaced it.
 */
export async function startServerOn(database: Database, env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_SITE: 'false',
    ROLE: 'web', // tests run jobs explicitly with drainJobs()
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: processDataDir(),
    ...env,
  });
  const parts = swappableParts(config, database);
  const built = await buildApp(config, { database, parts: parts.forBuild });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  return {
    url,
    built,
    system: built.system,
    ...parts.controls,
    client: (options) => new HttpClient(url, options?.origin, (request) => built.app.inject(request as InjectOptions) as ReturnType<Injector>),
    drainJobs: () => built.system.queue.drain(),
    close: () => {
      // Tests need no graceful drain: a client that stopped mid-body (a refused 2 MB upload) would hold it open.
      built.app.server.closeAllConnections();
      return built.close().finally(parts.close);
    },
  };
}
