import { randomInt, randomUUID } from 'node:crypto';
import {
  ADMIN_PACK_NOT_FOUND_MESSAGE, CATEGORY_REQUIRED_MESSAGE, PACK_PROMPT_NEEDS_MODEL_MESSAGE, PROMPT_NOT_ALLOWED_MESSAGE,
  REMOVE_FROM_PACK_FIRST_MESSAGE, TEMPLATE_GENERATION_FAILED_MESSAGE, TEMPLATE_IMAGE_NOT_FOUND_MESSAGE,
  type AdminTemplateImage, type generateTemplateImagesCall, type PromptItem,
} from 'api-client';
import type { z } from 'zod';
import { AppError } from '../../kernel/app-error.js';
import type { ModerationStatusValue } from '../../infra/db/schema.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { ImageEngine, ImageOutcome } from '../generation/index.js';
import { mentionsModel, normalisePrompt } from '../generation/index.js';
import { brokenRule } from '../generation/index.js';
import { mapLimit } from '../../kernel/map-limit.js';
import type { PacksRepository } from '../packs/index.js';
import type { PromptWriter } from './prompt-writers/prompt-writer.js';
import { promptForClass, subjectOf } from './template-subject.js';
import type { TemplateViews } from './template-views.js';
import type { NewTemplateImage, TemplateRow, TemplatesRepository } from './templates.repository.js';

/** The generator's request after the contract's parsing (defaults applied, ids numbers). */
type GenerateTemplateImagesRequest = z.output<(typeof generateTemplateImagesCall)['request']>;

export interface TemplateStudioDeps {
  templates: TemplatesRepository;
  packs: Pick<PacksRepository, 'byId'>;
  storage: FileStorage;
  views: TemplateViews;
  promptWriter: PromptWriter;
  /** The image engine for this admin (gen's factory; the mock one while their mock mode is on). */
  engineFor: (accountId: number) => Promise<ImageEngine>;
  log?: (details: { errors: string[] }) => void;
}

/** Images of one batch made at once: the engine mostly waits on the provider. */
const GENERATION_CONCURRENCY = 4;
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const BASE_MODEL = { type: 'flux-base', version: null, weightsUrl: null, mainImageKey: null } as const;

function checkRules(prompt: string): void {
  if (brokenRule(prompt)) throw AppError.badRequest(PROMPT_NOT_ALLOWED_MESSAGE, 'prompt');
}

/** admin-service's content generator: template images, their moderation, packs made of them and their prompts. */
export function createTemplateStudioService(deps: TemplateStudioDeps) {
  async function template(fileId: string): Promise<TemplateRow> {
    const row = await deps.templates.byFileId(fileId);
    if (!row) throw AppError.notFound(TEMPLATE_IMAGE_NOT_FOUND_MESSAGE);
    return row;
  }

  /** The pack whose template images are this pack's prompts: a starter's are those of the pack it starts from. */
  async function promptPack(packId: number): Promise<number> {
    const pack = await deps.packs.byId(packId);
    if (!pack) throw AppError.notFound(ADMIN_PACK_NOT_FOUND_MESSAGE);
    return pack.prompts_from_pack_id ?? pack.id;
  }

  async function makeOne(engine: ImageEngine, prompt: string, input: GenerateTemplateImagesRequest, adminId: number): Promise<NewTemplateImage | string> {
    let outcome: ImageOutcome | undefined;
    try {
      [outcome] = await engine.generate({ model: BASE_MODEL, prompt: promptForClass(prompt, input.templateClass), count: 1, seed: randomInt(1, 2 ** 31 - 1) });
    } catch (error) {
      return `the ${engine.name} engine failed: ${(error as Error).message}`;
    }
    if (!outcome?.ok) return outcome?.error ?? 'the engine returned no image';
    const fileId = randomUUID();
    const storageKey = `templates/${fileId}.${EXTENSIONS[outcome.contentType]}`;
    try {
      await deps.storage.put(storageKey, outcome.bytes);
    } catch (error) {
      return `storing the image failed: ${(error as Error).message}`;
    }
    return { fileId, storageKey, prompt, categoryId: input.templateCategoryId, templateClass: input.templateClass, createdBy: adminId };
  }

  return {
    /**
     * generate-template-images: auto mode has the prompt writer turn the admin's theme into `imagesCount`
     * prompts; custom mode uses the prompt as written. The base model draws each with "model" replaced by
     * the class's words. New images start rejected: users see them once approved or added to a pack.
     */
    async generate(adminId: number, input: GenerateTemplateImagesRequest): Promise<AdminTemplateImage[]> {
      const category = (await deps.templates.categories()).find((row) => row.id === input.templateCategoryId);
      if (!category) throw AppError.badRequest(CATEGORY_REQUIRED_MESSAGE, 'templateCategoryId');
      checkRules(input.prompt);
      const prompts = input.mode === 'custom'
        ? [normalisePrompt(input.prompt)]
        : await deps.promptWriter.write({ theme: input.prompt, category: category.name, subject: subjectOf(input.templateClass), count: input.imagesCount });
      prompts.forEach(checkRules);
      const engine = await deps.engineFor(adminId);
      const made = await mapLimit(prompts, GENERATION_CONCURRENCY, (prompt) => makeOne(engine, prompt, input, adminId));
      const fresh = made.filter((m): m is NewTemplateImage => typeof m !== 'string');
      const errors = made.filter((m): m is string => typeof m === 'string');
      if (errors.length) deps.log?.({ errors });
      if (fresh.length === 0) throw new AppError('template-generation-failed', 502, TEMPLATE_GENERATION_FAILED_MESSAGE);
      return (await deps.templates.insert(fresh)).map(deps.views.adminTemplateImage);
    },

    /** approve-template-image: an image in a pack stays approved (it is one of the pack's prompts). */
    async setStatus(fileId: string, status: ModerationStatusValue): Promise<void> {
      const row = await template(fileId);
      if (status === 'rejected' && row.pack_id !== null) throw new AppError('in-pack', 409, REMOVE_FROM_PACK_FIRST_MESSAGE);
      await deps.templates.setStatus(row.id, status);
    },

    /** delete-template-image: only outside packs; its file goes too. */
    async delete(fileId: string): Promise<void> {
      const row = await template(fileId);
      if (row.pack_id !== null || !(await deps.templates.deleteOutsidePacks(row.id))) {
        throw new AppError('in-pack', 409, REMOVE_FROM_PACK_FIRST_MESSAGE);
      }
      await deps.storage.delete(row.storage_key);
    },

    /** add-template-to-pack: approves it and appends it to the pack's prompts (moving it from another pack). */
    async addToPack(fileId: string, packId: number): Promise<void> {
      const row = await template(fileId);
      const target = await promptPack(packId);
      if (row.pack_id === target) return;
      if (!mentionsModel(row.prompt)) throw AppError.badRequest(PACK_PROMPT_NEEDS_MODEL_MESSAGE, 'fileId');
      await deps.templates.transaction((trx) => deps.templates.appendToPack(row.id, target, trx));
    },

    /** remove-template-from-pack: out of its pack and rejected. */
    async removeFromPack(fileId: string): Promise<void> {
      await deps.templates.removeFromPack((await template(fileId)).id);
    },

    async inCategory(categoryId: number): Promise<AdminTemplateImage[]> {
      return (await deps.templates.inCategory(categoryId)).map(deps.views.adminTemplateImage);
    },

    async inPack(packId: number): Promise<AdminTemplateImage[]> {
      return (await deps.templates.inPack(await promptPack(packId))).map(deps.views.adminTemplateImage);
    },

    async packPrompts(packId: number): Promise<PromptItem[]> {
      return (await deps.templates.inPack(await promptPack(packId))).map(deps.views.promptItem);
    },

    /** update-prompt: the same rules as gen's prompts; a prompt in a pack must keep naming the person "model". */
    async updatePrompt(fileId: string, prompt: string): Promise<void> {
      const row = await template(fileId);
      checkRules(prompt);
      if (row.pack_id !== null && !mentionsModel(prompt)) throw AppError.badRequest(PACK_PROMPT_NEEDS_MODEL_MESSAGE, 'prompt');
      await deps.templates.setPrompt(row.id, normalisePrompt(prompt));
    },
  };
}
export type TemplateStudioService = ReturnType<typeof createTemplateStudioService>;
