import { createHash } from 'node:crypto';

/**
 * Remembers the answers of a deterministic reading of bytes (a face's detection or description) by the
 * bytes' SHA-256, the most recent `limit` of them: the same photo, sent again or scored again, is read once.
 * Hashing a photo takes microseconds to a few milliseconds; reading it with a face model, a few hundred.
 * Each caller gets its own copy of the answer, and a failed reading is forgotten so that it can be retried.
 */
export function memoByContent<T>(limit: number) {
  const answers = new Map<string, Promise<T>>();
  return (bytes: Uint8Array, context: string, read: () => Promise<T>): Promise<T> => {
    const key = createHash('sha256').update(context).update(bytes).digest('base64');
    let answer = answers.get(key);
    if (answer) {
      answers.delete(key); // most recently used last
    } else {
      answer = read();
      answer.catch(() => answers.delete(key));
    }
    answers.set(key, answer);
    while (answers.size > limit) answers.delete(answers.keys().next().value as string);
    return answer.then((value) => structuredClone(value));
  };
}
