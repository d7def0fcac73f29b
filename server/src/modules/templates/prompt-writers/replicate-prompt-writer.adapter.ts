import { PROMPT_MAX } from 'api-client';
import type Replicate from 'replicate';
import type { Prediction } from 'replicate';
import { createReplicateClient, type ReplicateClientSettings } from '../../../infra/replicate/replicate.client.js';
import { toReplicateError } from '../../../infra/replicate/replicate-errors.js';
import { REAL_POLLING_CLOCK, waitForPrediction } from '../../../infra/replicate/prediction-polling.js';
import { createLocalPromptWriter } from './local-prompt-writer.adapter.js';
import { cleanTheme, type PromptRequest, type PromptWriter } from './prompt-writer.js';

export interface ReplicatePromptWriterSettings extends ReplicateClientSettings {
  /** An official language model, "owner/name" (POST /models/{owner}/{name}/predictions). */
  model: string;
  /** A prediction not finished by then is canceled and the call fails. */
  deadlineMs: number;
}

export interface ReplicatePromptWriterDeps {
  client?: Replicate;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** A language model answers in seconds: ask more often than for an image. */
const PACE = { firstMs: 500, maxMs: 2000 };

const SYSTEM_PROMPT = [
  'You write prompts for a photo generator. Each prompt describes one photo of a subject called "model".',
  'Always call the subject exactly "model" (for example "portrait of model in a navy suit"), never a name or another word.',
  'Vary the setting, outfit, pose, framing and light. No nudity, no minors, no real people.',
  'Answer with one prompt per line, nothing else: no numbering, no quotes, no introduction.',
].join(' ');

/** The model's lines as prompts: numbering and quotes gone, only those naming "model", no repeats. */
export function promptsFromText(text: string): string[] {
  const seen = new Set<string>();
  const prompts: string[] = [];
  for (const line of text.split('\n')) {
    const prompt = line.trim().replace(/^(?:[-*•]|\d+[.)])\s*/, '').replace(/^["']|["']$/g, '').trim().replace(/\bModel\b/g, 'model');
    if (!/\bmodel\b/.test(prompt) || prompt.length > PROMPT_MAX || seen.has(prompt.toLowerCase())) continue;
    seen.add(prompt.toLowerCase());
    prompts.push(prompt);
  }
  return prompts;
}

/**
 * Prompts written by a language model on Replicate (PROMPT_WRITER=replicate), through the same client,
 * timeouts and retries as the image engine. Lines that do not name "model" are dropped; a short answer
 * is topped up by the local writer, so the admin always gets `count` prompts.
 */
export function createReplicatePromptWriter(settings: ReplicatePromptWriterSettings, deps: ReplicatePromptWriterDeps = {}): PromptWriter {
  const client = deps.client ?? createReplicateClient(settings);
  const clock = { now: deps.now ?? REAL_POLLING_CLOCK.now, sleep: deps.sleep ?? REAL_POLLING_CLOCK.sleep };
  const fallback = createLocalPromptWriter();

  return {
    name: 'replicate',
    async write(request: PromptRequest): Promise<string[]> {
      const deadline = clock.now() + settings.deadlineMs;
      const input = {
        system_prompt: SYSTEM_PROMPT,
        prompt: `Write ${request.count} different photo prompts on this theme: ${cleanTheme(request)}. Category: ${request.category}. The subject "model" is ${request.subject}.`,
        max_tokens: Math.min(4096, 120 * request.count + 200),
        temperature: 0.8,
      };
      let created: Prediction;
      try {
        created = await client.predictions.create({ model: settings.model, input } as Parameters<Replicate['predictions']['create']>[0]);
      } catch (error) {
        throw toReplicateError(error, 'write template prompts');
      }
      const ended = await waitForPrediction(client, created, deadline, clock, PACE);
      if ('timedOut' in ended) throw new Error(`Replicate did not write the prompts within ${settings.deadlineMs / 1000} s`);
      if (ended.status !== 'succeeded') {
        throw new Error(`Replicate: ${typeof ended.error === 'string' && ended.error ? ended.error : `the prediction ended ${ended.status}`}`);
      }
      // Language models stream tokens: the output is a list of text pieces (or, for some, one string).
      const text = Array.isArray(ended.output) ? ended.output.join('') : String(ended.output ?? '');
      const written = promptsFromText(text).slice(0, request.count);
      if (written.length === request.count) return written;
      const extra = (await fallback.write({ ...request, count: request.count })).filter((p) => !written.includes(p));
      return [...written, ...extra].slice(0, request.count);
    },
  };
}
