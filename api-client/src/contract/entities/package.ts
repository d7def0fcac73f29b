import { z } from 'zod';

export const PACKAGE_TYPES = ['subscription', 'payg'] as const;
export const packageTypeSchema = z.enum(PACKAGE_TYPES);

/** Reference of the top tier, shown apart as a gold card on pricing. */
export const WHALE_REFERENCE = 'whale';

/** A subscription plan or a payg bundle; prices are display strings such as "$9.99". */
export const packageSchema = z.object({
  Reference: z.string(),
  Title: z.string(),
  Emoji: z.string(),
  Price: z.string(),
  OldPrice: z.string().nullable(),
  Credits: z.number().int(),
  Type: packageTypeSchema,
  IsMostPopular: z.boolean(),
  IsCurrentSubscription: z.boolean(),
});
export type Package = z.infer<typeof packageSchema>;
