/**
 * What the admin system status knows about generations and trainings. Those tables arrive with later
 * modules: each plugs its repository in (`createActivitySources({ generations, trainings })` in the
 * container); until then the answer is honestly "none yet".
 */
export interface GenerationActivity {
  lastGenerationTime(): Promise<Date | null>;
  totalGenerations(): Promise<number>;
}

export interface TrainingActivity {
  lastTrainingTime(): Promise<Date | null>;
}

export interface ActivitySources extends GenerationActivity, TrainingActivity {}

const noGenerations: GenerationActivity = {
  lastGenerationTime: async () => null,
  totalGenerations: async () => 0,
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
    lastTrainingTime: () => trainings.lastTrainingTime(),
  };
}
