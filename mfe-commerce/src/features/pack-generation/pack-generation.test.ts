import type { ThinModel } from 'api-client';
import { favoritesOnlyByDefault, favoritesPayload } from './favorites';
import { pickPackModel } from './pack-model';

const model = (id: string, overrides: Partial<ThinModel> = {}): ThinModel => ({
  ModelName: `Model ${id}`,
  ModelID: id,
  MainImagePath: null,
  Status: 'succeeded',
  ModelType: 'flux-lora',
  Class: 'woman',
  Characteristics: '',
  ...overrides,
});

describe('pickPackModel', () => {
  it('takes the first ready flux-lora model', () => {
    const models = [
      model('base', { ModelType: 'flux-base' }),
      model('training', { Status: 'processing' }),
      model('ready'),
      model('older'),
    ];
    expect(pickPackModel(models)?.ModelID).toBe('ready');
  });

  it('is null without a ready flux-lora model', () => {
    expect(pickPackModel([model('base', { ModelType: 'flux-base' }), model('x', { Status: 'failed' })])).toBeNull();
    expect(pickPackModel([])).toBeNull();
  });
});

describe('favourites', () => {
  const images = [
    { fileId: 'a', isLiked: false },
    { fileId: 'b', isLiked: true },
    { fileId: 'c', isLiked: false },
  ];

  it('sends every image as liked or not liked', () => {
    expect(favoritesPayload(images, new Set(['a', 'c']))).toEqual({ liked: ['a', 'c'], notLiked: ['b'] });
  });

  it('shows favorites only by default when any image is liked', () => {
    expect(favoritesOnlyByDefault(images)).toBe(true);
    expect(favoritesOnlyByDefault(images.map((image) => ({ ...image, isLiked: false })))).toBe(false);
  });
});
