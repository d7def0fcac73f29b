import { AppError } from '../kernel/app-error.js';

/** Deepest nesting a request may have: the contract's deepest shape is 3 levels; 32 leaves room. */
export const MAX_INPUT_DEPTH = 32;

export const BAD_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';
export const TOO_DEEP_MESSAGE = `The request is nested too deeply (more than ${MAX_INPUT_DEPTH} levels).`;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store (NUL) or that is not well-formed UTF-16 (a lone surrogate). */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * Refuses input no handler should ever see, before any schema or service runs: text with NUL or lone
 * surrogates (in values and in keys) and nesting deeper than MAX_INPUT_DEPTH. The walk keeps its own
 * stack, so a hostile 20,000-level body cannot overflow ours. The 400 names the field.
 */
export function assertStorableInput(input: unknown): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnstorableText(value)) throw AppError.badRequest(`${path || 'body'}: ${BAD_TEXT_MESSAGE}`, path || undefined);
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw AppError.badRequest(TOO_DEEP_MESSAGE, path || undefined);
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (isUnstorableText(key)) throw AppError.badRequest(`${path || 'body'}: ${BAD_TEXT_MESSAGE}`, path || undefined);
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
}

/**
 * Deepest nesting of a JSON text, counted without parsing it (brackets outside strings), so a body
 * nested 20,000 levels deep is refused before JSON.parse or anything recursive sees it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** A URL carrying an encoded NUL (`%00`) names nothing we serve and must not reach a file path or query. */
export function assertStorableUrl(url: string): void {
  if (url.includes('%00') || url.includes('\u0000')) throw AppError.badRequest(`url: ${BAD_TEXT_MESSAGE}`);
}
