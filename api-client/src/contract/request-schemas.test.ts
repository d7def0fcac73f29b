import { analyticsEventCall } from './analytics-service/event';
import { checkEmailCall } from './auth-service/check-email';
import { finishResetPasswordCall } from './auth-service/finish-reset-password';
import { sendMessageCall, CONTACT_MESSAGE_REQUIRED } from './contact-service/send-message';
import { MODEL_CLASSES, CHARACTERISTIC_GROUPS, UNKNOWN_CHARACTERISTIC_MESSAGE } from './entities/model-class';
import { generateTemplateImagesCall, CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE } from './admin-service/generate-template-images';
import { genCall } from './replicate-service/gen';
import { batchLikeImagesCall } from './replicate-service/batch-like-images';
import { packGenerationCall } from './photo-pack-service/pack-generation';
import { createCheckoutSessionCall } from './subscription-service/create-checkout-session';
import { uploadCall } from './upload-service/upload';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('gen request', () => {
  const valid = { prompt: 'a model on a beach', modelId: '12', imageCount: 1 };

  it.each([1, 4])('accepts imageCount %i', (imageCount) => {
    expect(genCall.request.safeParse({ ...valid, imageCount }).success).toBe(true);
  });

  it.each([0, 5, 2.5])('rejects imageCount %p', (imageCount) => {
    const result = genCall.request.safeParse({ ...valid, imageCount });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['imageCount']);
  });

  it('turns a numeric modelId into the string the contract carries', () => {
    expect(genCall.request.parse({ ...valid, modelId: 7 }).modelId).toBe('7');
  });
});

describe('training upload request', () => {
  const valid = { file: {}, modelName: 'Anna', modelClass: 'woman', modelCharacteristics: 'blonde-haired,tall' };

  it('accepts a 20-character name and known characteristics', () => {
    const parsed = uploadCall.request.parse({ ...valid, modelName: 'a'.repeat(20) });
    expect(parsed.modelCharacteristics).toBe('blonde-haired,tall');
  });

  it('rejects a 21-character name with the too-long message', () => {
    const result = uploadCall.request.safeParse({ ...valid, modelName: 'a'.repeat(21) });
    expect(firstMessage(result)).toBe('Name cannot be longer than 20 characters');
  });

  it('rejects an empty name with the name-required message', () => {
    expect(firstMessage(uploadCall.request.safeParse({ ...valid, modelName: '  ' }))).toBe(
      'Please enter a name for your model',
    );
  });

  it('rejects an unknown class', () => {
    const result = uploadCall.request.safeParse({ ...valid, modelClass: 'horse' });
    expect(result.error?.issues[0]?.path).toEqual(['modelClass']);
  });

  it('checks each comma-joined characteristic', () => {
    const result = uploadCall.request.safeParse({ ...valid, modelCharacteristics: 'tall,purple-haired' });
    expect(firstMessage(result)).toBe(UNKNOWN_CHARACTERISTIC_MESSAGE);
    expect(uploadCall.request.parse({ ...valid, modelCharacteristics: undefined }).modelCharacteristics).toBe('');
  });

  it('exports the class list and the grouped characteristics', () => {
    expect(MODEL_CLASSES).toEqual(['man', 'woman', 'person', 'couple', 'dog', 'cat', 'rabbit', 'other']);
    expect(CHARACTERISTIC_GROUPS.map((g) => g.values.length)).toEqual([4, 6, 5, 4, 10]);
  });
});

describe('other requests', () => {
  it('check-email trims the e-mail', () => {
    expect(checkEmailCall.request.parse({ email: '  ann@example.com ' }).email).toBe('ann@example.com');
  });

  it('drops unknown fields', () => {
    const parsed = genCall.request.parse({ prompt: 'a model', modelId: '1', imageCount: 2, isAdmin: true });
    expect(parsed).toEqual({ prompt: 'a model', modelId: '1', imageCount: 2 });
  });

  it('analytics defaults both versions to 1', () => {
    const parsed = analyticsEventCall.request.parse({
      eventType: 'impression',
      pagePath: '/pricing',
      funnelName: 'pricing',
      funnelStep: 'view',
    });
    expect(parsed).toMatchObject({ funnelVersion: 1, funnelStepVersion: 1, isMobileDevice: false, metadata: {} });
  });

  it('contact requires a message', () => {
    expect(firstMessage(sendMessageCall.request.safeParse({ message: '   ', type: 'pricing' }))).toBe(
      CONTACT_MESSAGE_REQUIRED,
    );
    expect(sendMessageCall.request.safeParse({ message: 'Hi', type: 'pricing' }).success).toBe(true);
  });

  it('bounds batch operations to 1..200', () => {
    const op = { fileId: 'f1', isLiked: true };
    expect(batchLikeImagesCall.request.safeParse({ operations: [] }).success).toBe(false);
    expect(batchLikeImagesCall.request.safeParse({ operations: Array(200).fill(op) }).success).toBe(true);
    expect(batchLikeImagesCall.request.safeParse({ operations: Array(201).fill(op) }).success).toBe(false);
  });

  it('reads a numeric path parameter from its text form', () => {
    expect(packGenerationCall.request.parse({ id: '42' })).toEqual({ id: 42 });
    expect(packGenerationCall.request.safeParse({ id: 'abc' }).success).toBe(false);
  });

  it('accepts only the payg bundles of PAYG_BUNDLES', () => {
    const base = { purchaseType: 'payg' };
    expect(createCheckoutSessionCall.request.safeParse({ ...base, credits: 6000 }).success).toBe(true);
    expect(createCheckoutSessionCall.request.safeParse({ ...base, credits: 5000 }).success).toBe(false);
  });

  it('custom template generation needs the word model', () => {
    const base = { templateCategoryId: 1, templateClass: 'woman', mode: 'custom', imagesCount: 1 };
    const result = generateTemplateImagesCall.request.safeParse({ ...base, prompt: 'a person in a park' });
    expect(firstMessage(result)).toBe(CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE);
    expect(generateTemplateImagesCall.request.safeParse({ ...base, prompt: 'a model in a park' }).success).toBe(true);
  });
});

describe('ids', () => {
  it('rejects a missing model id rather than coercing it', () => {
    expect(genCall.request.safeParse({ prompt: 'a model', imageCount: 1 }).success).toBe(false);
  });

  it('rejects non-numeric and non-positive row ids', () => {
    for (const id of ['', '1.5', '-3', 0, true, null]) {
      expect([id, packGenerationCall.request.safeParse({ id }).success]).toEqual([id, false]);
    }
  });

  it('finish-reset-password needs its user id (query u), given as text or number', () => {
    const base = { code: 'c', password: '$2a$10$' + 'a'.repeat(53) };
    expect(finishResetPasswordCall.request.safeParse(base).success).toBe(false);
    expect(finishResetPasswordCall.request.parse({ ...base, userId: 17 }).userId).toBe('17');
  });
});
