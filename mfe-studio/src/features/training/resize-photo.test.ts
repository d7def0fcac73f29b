import { jpegName, NORMALISED_LONG_SIDE, resizeDecision, resizePhoto, SMALL_PHOTO_BYTES } from './resize-photo';

describe('resizeDecision', () => {
  it('scales a phone photo to the long side, keeping its shape, in either orientation', () => {
    expect(resizeDecision(4000, 3000, 6_000_000)).toEqual({ resize: true, width: NORMALISED_LONG_SIDE, height: 1152 });
    expect(resizeDecision(3000, 4000, 6_000_000)).toEqual({ resize: true, width: 1152, height: NORMALISED_LONG_SIDE });
  });

  it('leaves a photo already within the long side and small untouched', () => {
    expect(resizeDecision(1536, 1024, SMALL_PHOTO_BYTES)).toEqual({ resize: false });
    expect(resizeDecision(800, 600, 200_000)).toEqual({ resize: false });
  });

  it('re-encodes a heavy photo within the long side at its own size, never larger', () => {
    expect(resizeDecision(1200, 900, SMALL_PHOTO_BYTES + 1)).toEqual({ resize: true, width: 1200, height: 900 });
  });

  it('does nothing for a size it cannot trust', () => {
    expect(resizeDecision(0, 3000, 6_000_000)).toEqual({ resize: false });
  });
});

describe('resizePhoto', () => {
  it('names a resized photo .jpg', () => {
    expect(jpegName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
    expect(jpegName('selfie')).toBe('selfie.jpg');
  });

  it('sends the file as it is where the browser cannot decode images', async () => {
    const file = new File(['not decoded here'], 'a.jpg', { type: 'image/jpeg' });
    expect(await resizePhoto(file)).toBe(file);
  });
});
