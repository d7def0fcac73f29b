import fc from 'fast-check';
import type { z } from 'zod';

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  values?: unknown[];
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Strings a real page would send for most fields: ids, e-mails, prompts, plan names. */
const plausibleString = fc.oneof(
  fc.constantFrom('user@example.com', 'a photo of model smiling', 'model', '1', '2', 'starter', 'pro', 'payg-3000', 'influencer', '/pricing',
    'linkedin-headshots', 'reddit_share', 'hello there', 'man', 'with-glasses', 'image1.jpg'),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** The same, broken where PostgreSQL or UTF-8 cannot follow: a NUL byte, a lone surrogate. */
const taintedString = fc.tuple(plausibleString, fc.constantFrom('\u0000', '\uD800', '\uDC00', '\u0000\u0000')).chain(([text, bad]) =>
  fc.nat(text.length).map((at) => `${text.slice(0, at)}${bad}${text.slice(at)}`));

/**
 * Values shaped by a call's zod request schema, where each string is sometimes tainted: the kind of
 * body that passes every type check and then meets the database.
 */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const nested = (inner: z.ZodType) => arbitraryFor(inner, depth + 1);
  switch (def.type) {
    case 'optional':
      return fc.option(nested(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(nested(def.innerType!), { nil: null, freq: 4 });
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return nested(def.innerType!);
    case 'pipe':
      return nested(def.in!);
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, nested(value)])));
    case 'string':
      return fc.oneof({ weight: 3, arbitrary: plausibleString }, { weight: 2, arbitrary: taintedString });
    case 'number':
    case 'int':
      return fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer());
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { a: 'a' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(nested(def.element!), { minLength: 1, maxLength: 3 });
    case 'record':
      return depth > 4 ? fc.constant({}) : fc.dictionary(fc.oneof(plausibleString, taintedString), nested(def.valueType!), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(nested));
    default:
      // unknown, any, custom (multipart files) and the rest: anything at all.
      return fc.anything({ maxDepth: 2 });
  }
}
