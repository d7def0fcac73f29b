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
  /** The mean description of the photos that look like the first (main) photo. */
  embedding: number[];
  /** 0-based indexes of the photos that do not look like the main photo ("does not look like the others"). */
  outliers: number[];
}

function mean(vectors: readonly (readonly number[])[]): number[] {
  const out = new Array<number>(vectors[0]?.length ?? 0).fill(0);
  for (const vector of vectors) vector.forEach((value, i) => { out[i] = (out[i] as number) + value / vectors.length; });
  return out;
}

/**
 * A model's reference face from its accepted training photos, in upload order. The first photo is the
 * model's main photo (its thumbnail, and what the mock engine draws on), so it names the person: the
 * reference is the mean of it and every photo similar to it, and the rest are outliers. A set of
 * different people therefore flags every photo but the first, and still gets a usable reference.
 */
export function buildFaceReference(embeddings: readonly (readonly number[])[], threshold: number): FaceReference | null {
  const anchor = embeddings[0];
  if (!anchor) return null;
  const members: (readonly number[])[] = [];
  const outliers: number[] = [];
  embeddings.forEach((embedding, i) => {
    if (i === 0 || faceSimilarity(anchor, embedding) >= threshold) members.push(embedding);
    else outliers.push(i);
  });
  return { embedding: mean(members), outliers };
}
