import type { LikenessMissShare, PreviewDay } from 'api-client';

/**
 * What the admin system status knows about generations and trainings. Those tables arrive with later
 * modules: each plugs its repository in (`createActivitySources({ generations, trainings })` in the
 * container); until then the answer is honestly "none yet".
 */
export interface GenerationActivity {
  lastGenerationTime(): Promise<Date | null>;
  totalGenerations(): Promise<number>;
  /** Likeness misses per day and engine over the last `days` days (docs/likeness.md). */
  likenessMisses?(days: number): Promise<LikenessMissShare[]>;
}

export interface TrainingActivity {
  lastTrainingTime(): Promise<Date | null>;
}

/** The free previews' figures (docs/previews.md). */
export interface PreviewActivity {
  /** Previews per UTC day over the last `days` days, newest first. */
  perDay(days: number): Promise<PreviewDay[]>;
}

export interface ActivitySources extends Required<GenerationActivity>, TrainingActivity {
  previewsPerDay(days: number): Promise<PreviewDay[]>;
}

const noGenerations: GenerationActivity = {
  lastGenerationTime: async () => null,
  totalGenerations: async () => 0,
  likenessMisses: async () => [],
};

const noTrainings: TrainingActivity = {
  lastTrainingTime: async () => null,
};

export function createActivitySources(parts: { generations?: GenerationActivity; trainings?: TrainingActivity; previews?: PreviewActivity }): ActivitySources {
  const generations = parts.generations ?? noGenerations;
  const trainings = parts.trainings ?? noTrainings;
  return {
    lastGenerationTime: () => generations.lastGenerationTime(),
    totalGenerations: () => generations.totalGenerations(),
    likenessMisses: (days) => generations.likenessMisses?.(days) ?? Promise.resolve([]),
    lastTrainingTime: () => trainings.lastTrainingTime(),
    previewsPerDay: (days) => parts.previews?.perDay(days) ?? Promise.resolve([]),
  };
}
