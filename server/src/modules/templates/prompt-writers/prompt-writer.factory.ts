import type { AppConfig } from '../../../config/config.js';
import { createLocalPromptWriter } from './local-prompt-writer.adapter.js';
import type { PromptWriter } from './prompt-writer.js';
import { createReplicatePromptWriter } from './replicate-prompt-writer.adapter.js';

/** Picks the content generator's prompt writer by validated configuration (PROMPT_WRITER). */
export function createPromptWriter(config: AppConfig): PromptWriter {
  switch (config.promptWriter.kind) {
    case 'local':
      return createLocalPromptWriter();
    case 'replicate':
      return createReplicatePromptWriter({
        apiToken: config.engine.replicate.apiToken, baseUrl: config.engine.replicate.baseUrl, model: config.promptWriter.replicateModel,
        deadlineMs: config.engine.imageDeadlineSeconds * 1000,
      });
    default:
      throw new Error(`PROMPT_WRITER=${config.promptWriter.kind satisfies never} is not available`);
  }
}
