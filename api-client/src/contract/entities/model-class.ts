import { z } from 'zod';
// A pure function: reached by its file (as the routes and limits are), not through the runtime entry, which would
// close an import cycle (runtime → start-up calls' types → models → model → here).
import { splitCharacteristics } from './gen-page-values';

/** What a model shows. Only man and woman get photo packs and templates. */
export const MODEL_CLASSES = ['man', 'woman', 'person', 'couple', 'dog', 'cat', 'rabbit', 'other'] as const;
export const modelClassSchema = z.enum(MODEL_CLASSES);
export type ModelClass = z.infer<typeof modelClassSchema>;
export const PACK_AND_TEMPLATE_CLASSES: readonly ModelClass[] = ['man', 'woman'];

/** Classes of template images: the model classes without `other`, plus `base-model` for the built-in model. */
export const TEMPLATE_CLASSES = ['man', 'woman', 'person', 'couple', 'dog', 'cat', 'rabbit', 'base-model'] as const;
export const templateClassSchema = z.enum(TEMPLATE_CLASSES);
export type TemplateClass = z.infer<typeof templateClassSchema>;

/** The characteristics a model may have, grouped as the pickers show them. */
export const CHARACTERISTIC_GROUPS = [
  { group: 'general', label: 'General', values: ['bald', 'with-beard', 'with-moustache', 'with-glasses'] },
  { group: 'body-type', label: 'Body type', values: ['tall', 'short', 'plus-sized', 'curvy', 'skinny', 'athletic'] },
  {
    group: 'hair-colour',
    label: 'Hair colour',
    values: ['brown-haired', 'blonde-haired', 'black-haired', 'ginger-haired', 'grey-haired'],
  },
  { group: 'eye-colour', label: 'Eye colour', values: ['brown-eyed', 'blue-eyed', 'green-eyed', 'hazel-eyed'] },
  {
    group: 'ethnicity',
    label: 'Ethnicity',
    values: [
      'white-european',
      'black-african',
      'latino',
      'east-asian',
      'south-asian',
      'native-american',
      'middle-eastern',
      'north-african',
      'pacific-islander',
      'mixed-race',
    ],
  },
] as const;
export type Characteristic = (typeof CHARACTERISTIC_GROUPS)[number]['values'][number];
export const ALL_CHARACTERISTICS: readonly Characteristic[] = CHARACTERISTIC_GROUPS.flatMap((g) => g.values);

const known = new Set<string>(ALL_CHARACTERISTICS);


export const UNKNOWN_CHARACTERISTIC_MESSAGE = 'Unknown characteristic';

/** Characteristics travel comma-joined (multipart and JSON alike); each entry must come from the lists. */
export const characteristicsSchema = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => splitCharacteristics(value).every((entry) => known.has(entry)), UNKNOWN_CHARACTERISTIC_MESSAGE)
  .default('');

export const MODEL_NAME_REQUIRED_MESSAGE = 'Please enter a name for your model';
export const MODEL_NAME_TOO_LONG_MESSAGE = 'Name cannot be longer than 20 characters';
