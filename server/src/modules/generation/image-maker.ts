import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../infra/db/database.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { FileUrlSigner } from '../files/index.js';
import type { ModelRow, ModelsRepository } from '../models/index.js';
import type { ImageEngine, ImageMaker, ImageModelRef, ImageOutcome, MadeImage, MakeImagesInput, MakeImagesResult } from './image-engine.js';
import type { ImagesRepository, NewImage } from './images.repository.js';
import { expandPrompt, normalisePrompt } from './prompt/prompt-expansion.js';

export interface ImageMakerDeps {
  images: ImagesRepository;
  models: ModelsRepository;
  storage: FileStorage;
  fileUrls: FileUrlSigner;
  /** The configured engine (an admin in mock mode gets `mockEngine` instead). */
  engine: ImageEngine;
  /** What an admin's mock mode forces. */
  mockEngine: ImageEngine;
  /** Queues the likeness scoring of stored images (docs/likeness.md); pack slots queue their own once settled. */
  scoreLater?: (imageIds: number[]) => Promise<void>;
  /** For `record`: the rows and what the caller records about them commit together. */
  transaction?: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
}

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const BASE_MODEL_REF: ImageModelRef = { type: 'flux-base', version: null, weightsUrl: null, mainImageKey: null };

function modelRef(row: ModelRow): ImageModelRef {
  return { type: 'flux-lora', version: row.trained_version, weightsUrl: row.weights_url, mainImageKey: row.main_image_key };
}

/** Exactly `count` outcomes whatever the engine did: missing ones and a thrown engine are failures. */
async function runEngine(engine: ImageEngine, request: Parameters<ImageEngine['generate']>[0]): Promise<ImageOutcome[]> {
  let outcomes: ImageOutcome[];
  try {
    outcomes = await engine.generate(request);
  } catch (error) {
    const reason = `the ${engine.name} engine failed: ${(error as Error).message}`;
    return Array.from({ length: request.count }, () => ({ ok: false, error: reason }));
  }
  return Array.from({ length: request.count }, (_, i) => outcomes[i] ?? { ok: false, error: `the ${engine.name} engine returned no image ${i + 1}` });
}

/**
 * The one path from a prompt to stored, recorded images (ImageMaker in image-engine.ts): used by gen
 * and by pack generation. The caller has checked ownership and owns the credits; this checks the
 * model again (it must be the account's and succeeded) so no caller can run someone else's LoRA.
 */
export function createImageMaker(deps: ImageMakerDeps): ImageMaker & { engineFor(accountId: number): Promise<ImageEngine> } {
  async function engineFor(accountId: number): Promise<ImageEngine> {
    const { engine } = deps;
    if (engine.name === 'mock') return engine;
    return (await deps.images.mockModeOn(accountId)) ? deps.mockEngine : engine;
  }

  async function store(outcome: ImageOutcome, input: MakeImagesInput, prompt: string, engine: ImageEngine['name'], scored: boolean): Promise<NewImage | string> {
    if (!outcome.ok) return outcome.error;
    const fileId = randomUUID();
    const storageKey = `images/${input.accountId}/${fileId}.${EXTENSIONS[outcome.contentType]}`;
    try {
      await deps.storage.put(storageKey, outcome.bytes);
    } catch (error) {
      return `storing the image failed: ${(error as Error).message}`;
    }
    return {
      fileId, accountId: input.accountId, modelId: input.modelId, generationId: input.generationId, storageKey, prompt, engine,
      likenessStatus: scored ? 'pending' : 'unscored',
    };
  }

  async function insertAndRecord(fresh: NewImage[], record: NonNullable<MakeImagesInput['record']>) {
    if (!deps.transaction) throw new Error('recording images needs the image maker to have a transaction');
    try {
      return await deps.transaction(async (trx) => {
        const rows = await deps.images.insertImages(fresh, trx);
        await record(rows, trx);
        return rows;
      });
    } catch (error) {
      // Nothing refers to these files any more: they go with their rows.
      await Promise.all(fresh.map((image) => deps.storage.delete(image.storageKey).catch(() => undefined)));
      throw error;
    }
  }

  return {
    engineFor,
    async make(input: MakeImagesInput): Promise<MakeImagesResult> {
      const row = input.modelId === null ? null : await deps.models.byId(input.modelId);
      if (input.modelId !== null && (!row || row.account_id !== input.accountId || row.status !== 'succeeded')) {
        throw new Error(`model ${input.modelId} is not a succeeded model of account ${input.accountId}`);
      }
      const engine = await engineFor(input.accountId);
      const identity = row ? { triggerWord: row.trigger_word, modelClass: row.class, characteristics: row.characteristics } : null;
      const outcomes = await runEngine(engine, {
        model: row ? modelRef(row) : BASE_MODEL_REF,
        prompt: expandPrompt(input.prompt, identity),
        count: input.count,
        seed: randomInt(1, 2 ** 31 - 1),
      });
      const prompt = row ? normalisePrompt(input.prompt) : input.prompt.trim();
      // Scored only against a reference face: the base model shows no one in particular, and a model
      // from before likeness scores (or whose photos gave no description) has none. A model whose
      // look-alike check has not run yet will have one (its images wait for it).
      const scored = Boolean(row && (row.face_reference !== null || row.look_alike_outliers === null));
      const stored = await Promise.all(outcomes.map((outcome) => store(outcome, input, prompt, engine.name, scored)));
      const fresh = stored.filter((s): s is NewImage => typeof s !== 'string');
      const errors = stored.filter((s): s is string => typeof s === 'string');
      const rows = input.record ? await insertAndRecord(fresh, input.record) : await deps.images.insertImages(fresh);
      if (scored && input.generationId !== null && rows.length > 0) await deps.scoreLater?.(rows.map((r) => r.id));
      const keys = new Map(fresh.map((image) => [image.fileId, image.storageKey]));
      const images: MadeImage[] = rows.map((r) => ({ imageId: r.id, fileId: r.file_id, url: deps.fileUrls.sign(keys.get(r.file_id)!), likenessPending: scored }));
      return { images, failed: errors.length, errors, engine: engine.name };
    },
  };
}
