/**
 * Face likeness arithmetic on Human's face descriptions (faceres embeddings, 1024 numbers each).
 * `faceSimilarity` is Human's own `match.similarity` with its default options (Euclidean distance,
 * multiplier 25, normalised to the range 0.2 to 0.8 and clamped), written out here so scoring needs
 * no model loaded: 1 is the same picture, about 0.7 and above the same person on our calibration set.
 */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) {
    const diff = (a[i] as number) - (b[i] as number);
    sum += diff * diff;
  }
  const distance = Math.round(100 * 25 * sum) / 100;
  if (distance === 0) return 1;
  const normalised = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2);
  return Math.max(0, Math.min(1, normalised));
}

export interface FaceReference {
  /** The mean description of the photos that show the person. */
  embedding: number[];
  /** 0-based indexes of the photos that show the person, in upload order. */
  members: number[];
  /** 0-based indexes of the photos that do not ("This photo does not look like the others"). */
  outliers: number[];
}

function mean(vectors: readonly (readonly number[])[]): number[] {
  const out = new Array<number>(vectors[0]?.length ?? 0).fill(0);
  for (const vector of vectors) vector.forEach((value, i) => { out[i] = (out[i] as number) + value / vectors.length; });
  return out;
}

/**
 * The largest set of photos whose faces are all similar to each other (a maximum clique; at most 20
 * photos, so an exact search with pruning takes microseconds). Photos are tried in upload order, so of
 * two groups of the same size the one with the earlier photos wins.
 */
function largestMutuallySimilarGroup(count: number, similar: (a: number, b: number) => boolean): number[] {
  let best: number[] = [];
  const extend = (group: number[], candidates: number[]): void => {
    if (group.length + candidates.length <= best.length) return; // cannot beat what we have
    const [next, ...rest] = candidates;
    if (next === undefined) {
      best = group;
      return;
    }
    extend([...group, next], rest.filter((other) => similar(next, other)));
    extend(group, rest);
  };
  extend([], Array.from({ length: count }, (_, i) => i));
  return best;
}

/**
 * Who the photos show (docs/likeness.md#one-person-per-model): the person is the largest group of
 * mutually similar faces, not the first photo, so one stray first photo does not make the others the
 * outliers. A photo outside that group still belongs to the person when it is similar to the group's
 * mean face (a mean is a steadier reference than any one photo: real photos of one person can fall just
 * short of each other and still match it). The reference is the mean of every member.
 */
export function buildFaceReference(embeddings: readonly (readonly number[])[], threshold: number): FaceReference | null {
  if (embeddings.length === 0) return null;
  const similarity = embeddings.map((a, i) => embeddings.map((b, j) => (i === j ? 1 : faceSimilarity(a, b))));
  const core = largestMutuallySimilarGroup(embeddings.length, (a, b) => (similarity[a]?.[b] as number) >= threshold);
  const coreFace = mean(core.map((i) => embeddings[i] as number[]));
  const members: number[] = [];
  const outliers: number[] = [];
  embeddings.forEach((embedding, i) => {
    if (core.includes(i) || faceSimilarity(coreFace, embedding) >= threshold) members.push(i);
    else outliers.push(i);
  });
  return { embedding: mean(members.map((i) => embeddings[i] as number[])), members, outliers };
}
