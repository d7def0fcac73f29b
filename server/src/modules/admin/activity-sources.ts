import type { LikenessMissShare } from 'api-client';

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

export interface ActivitySources extends Required<GenerationActivity>, TrainingActivity {}

const noGenerations: GenerationActivity = {
  lastGenerationTime: async () => null,
  totalGenerations: async () => 0,
  likenessMisses: async () => [],
};

const noTrainings: TrainingActivity = {
  lastTrainingTime: async () => null,
};

export function createActivitySources(parts: { generations?: GenerationActivity; trainings?: TrainingActivity }): ActivitySources {
  const generations = parts.generations ?? noGenerations;
  const trainings = parts.trainings ?? noTrainings;
  return {
    lastGenerationTime: () => generations.lastGenerationTime(),
    totalGenerations: () => generations.totalGenerations(),
    likenessMisses: (days) => generations.likenessMisses?.(days) ?? Promise.resolve([]),
    lastTrainingTime: () => trainings.lastTrainingTime(),
  };
}
