// The trainers a deployment may train with (TRAINER on the server) and how long each takes, in one place:
// every time the site promises for a training reads the configured one (promises.ts).

export const TRAINERS = {
  /** ostris/flux-dev-lora-trainer: 1000 steps, the quality default. */
  'flux-lora': { label: 'FLUX LoRA trainer', expectedMinutes: 25 },
  /** replicate/fast-flux-trainer: about 2 minutes of training on Replicate, plus upload and start. */
  'fast-flux': { label: 'Fast FLUX trainer', expectedMinutes: 5 },
} as const satisfies Record<string, { label: string; expectedMinutes: number }>;
export type TrainerName = keyof typeof TRAINERS;
export const TRAINER_NAMES = Object.keys(TRAINERS) as [TrainerName, ...TrainerName[]];
export const DEFAULT_TRAINER: TrainerName = 'flux-lora';
