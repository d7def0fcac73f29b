import { ALL_MODELS, NEW_MODEL, type GenModel } from './gen-model';
import { checkGeneration, lowercaseModelWord, nextImageCount } from './gen-validation';

const model = (overrides: Partial<GenModel> = {}): GenModel => ({
  modelId: '7',
  name: 'Anna',
  status: 'succeeded',
  modelType: 'flux-lora',
  class: 'woman',
  characteristics: '',
  mainImageUrl: null,
  images: [],
  ...overrides,
});
const base = model({ modelId: 'flux-base', name: 'Base model', modelType: 'flux-base', class: null });

describe('checkGeneration', () => {
  it('needs a model beyond the pseudo-entries', () => {
    expect(checkGeneration([ALL_MODELS, NEW_MODEL], null, 'a model')).toEqual({ ok: false, message: 'Please create a model first' });
  });

  it('needs a selected real model', () => {
    expect(checkGeneration([ALL_MODELS, base], null, 'x')).toEqual({ ok: false, message: 'No model selected' });
    expect(checkGeneration([ALL_MODELS, base], ALL_MODELS, 'x')).toEqual({ ok: false, message: 'No model selected' });
  });

  it('refuses a model that is not ready', () => {
    const training = model({ status: 'processing' });
    expect(checkGeneration([training], training, 'a model')).toEqual({ ok: false, message: 'Model is not ready to use' });
  });

  it("needs the word 'model' for flux-lora models, lowercasing a capitalised Model", () => {
    const anna = model();
    expect(checkGeneration([anna], anna, 'a woman on a beach')).toEqual({ ok: false, message: "Prompt must include the word 'model'" });
    expect(checkGeneration([anna], anna, 'a models portrait')).toEqual({ ok: false, message: "Prompt must include the word 'model'" });
    expect(checkGeneration([anna], anna, '  Model on a beach ')).toEqual({ ok: true, prompt: 'model on a beach' });
  });

  it('takes any non-empty prompt for the base model', () => {
    expect(checkGeneration([base], base, ' Model-free landscape ')).toEqual({ ok: true, prompt: 'Model-free landscape' });
    expect(checkGeneration([base], base, '   ')).toEqual({ ok: false, message: 'Please enter a prompt' });
  });

  it('lowercases only the capitalised whole word', () => {
    expect(lowercaseModelWord('Model, Modelling, MODEL, model')).toBe('model, Modelling, MODEL, model');
  });
});

describe('nextImageCount', () => {
  it('cycles 1, 2, 3, 4, 1', () => {
    expect([1, 2, 3, 4].map(nextImageCount)).toEqual([2, 3, 4, 1]);
  });
});
