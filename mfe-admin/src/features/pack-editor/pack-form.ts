import { createPackCall, personaSchema, type CreatePackRequest, type Persona, type PhotoPack } from 'api-client';

/** The persona select's value: a persona, or none (sent as null). */
export type PersonaChoice = Persona | 'none';
export const PERSONA_CHOICES: readonly PersonaChoice[] = ['none', ...personaSchema.options];

export interface PackFormValues {
  reference: string;
  title: string;
  price: string;
  persona: PersonaChoice;
  isApproved: boolean;
  description: string;
}

export type PackFormErrors = Partial<Record<keyof PackFormValues, string>>;

export const REFERENCE_REQUIRED_MESSAGE = 'Please enter a reference';
export const TITLE_REQUIRED_MESSAGE = 'Please enter a title';

export const EMPTY_PACK_FORM: PackFormValues = {
  reference: '', title: '', price: '', persona: 'none', isApproved: false, description: '',
};

/** References never hold whitespace: it is dropped as it is typed or pasted. */
export function normaliseReference(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A dollar sign and two decimals ("7.9" → "$7.90"), or just "$" when the text is not a number. */
export function normalisePrice(value: string): string {
  const digits = value.replace(/[\s$,]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(digits)) return '$';
  return `$${Number(digits).toFixed(2)}`;
}

export function formFromPack(pack: PhotoPack): PackFormValues {
  return {
    reference: pack.Reference,
    title: pack.Title,
    price: pack.Price,
    persona: pack.Persona ?? 'none',
    isApproved: pack.IsApproved,
    description: pack.PhotoPackDescription,
  };
}

export function toPackRequest(values: PackFormValues): CreatePackRequest {
  return {
    reference: normaliseReference(values.reference),
    title: values.title.trim(),
    price: normalisePrice(values.price),
    persona: values.persona === 'none' ? null : values.persona,
    isApproved: values.isApproved,
    description: values.description.trim(),
  };
}

/** The contract's own checks, with plainer words for the empty fields; empty when the form may be sent. */
export function packFormErrors(values: PackFormValues): PackFormErrors {
  const errors: PackFormErrors = {};
  const parsed = createPackCall.request.safeParse(toPackRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof PackFormValues;
      errors[field] ??= issue.message;
    }
  }
  if (!normaliseReference(values.reference)) errors.reference = REFERENCE_REQUIRED_MESSAGE;
  if (!values.title.trim()) errors.title = TITLE_REQUIRED_MESSAGE;
  return errors;
}
