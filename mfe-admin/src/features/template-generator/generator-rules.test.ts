import { CATEGORY_REQUIRED_MESSAGE, CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE } from 'api-client';
import { COUNT_RANGE_MESSAGE, generatorErrors, toGenerateRequest, type GeneratorInput } from './generator-rules';

const input = (over: Partial<GeneratorInput> = {}): GeneratorInput => ({
  categoryId: 4, templateClass: 'woman', mode: 'auto', prompt: '', imagesCount: '1', ...over,
});

describe('generator rules', () => {
  it('needs a category', () => {
    expect(generatorErrors(input({ categoryId: null })).category).toBe(CATEGORY_REQUIRED_MESSAGE);
  });

  it('needs the word model in custom mode, as the server checks it', () => {
    expect(generatorErrors(input({ mode: 'custom', prompt: 'a woman on a beach' })).prompt).toBe(CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE);
    expect(generatorErrors(input({ mode: 'custom', prompt: 'a modelling agency' })).prompt).toBe(CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE);
    expect(generatorErrors(input({ mode: 'custom', prompt: 'model on a beach' }))).toEqual({});
  });

  it('lets auto mode send an empty theme', () => {
    expect(generatorErrors(input({ prompt: '' }))).toEqual({});
  });

  it('bounds the count in auto mode', () => {
    expect(generatorErrors(input({ imagesCount: '0' })).imagesCount).toBe(COUNT_RANGE_MESSAGE);
    expect(generatorErrors(input({ imagesCount: '31' })).imagesCount).toBe(COUNT_RANGE_MESSAGE);
    expect(generatorErrors(input({ imagesCount: '2.5' })).imagesCount).toBe(COUNT_RANGE_MESSAGE);
    expect(generatorErrors(input({ imagesCount: '30' }))).toEqual({});
  });

  it('sends one image in custom mode whatever was typed for auto', () => {
    const request = toGenerateRequest({ ...input({ mode: 'custom', prompt: ' model in a cafe ', imagesCount: '12' }), categoryId: 4 });
    expect(request).toEqual({ prompt: 'model in a cafe', imagesCount: 1, templateCategoryId: 4, templateClass: 'woman', mode: 'custom' });
  });
});
