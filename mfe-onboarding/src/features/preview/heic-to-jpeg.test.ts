import { isHeic, toUploadableSelfie } from './heic-to-jpeg';

const heic = () => new File(['heic bytes'], 'IMG_0001.HEIC', { type: 'image/heic' });

describe('toUploadableSelfie', () => {
  afterEach(() => {
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    jest.restoreAllMocks();
  });

  it('knows HEIC by its type or its name', () => {
    expect(isHeic(heic())).toBe(true);
    expect(isHeic(new File(['x'], 'photo.heif'))).toBe(true);
    expect(isHeic(new File(['x'], 'photo.jpg', { type: 'image/jpeg' }))).toBe(false);
  });

  it('leaves JPEG and PNG alone', async () => {
    const jpeg = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    await expect(toUploadableSelfie(jpeg)).resolves.toBe(jpeg);
  });

  it('sends HEIC as it is where the browser cannot decode it', async () => {
    const file = heic();
    await expect(toUploadableSelfie(file)).resolves.toBe(file);
    globalThis.createImageBitmap = jest.fn(() => Promise.reject(new DOMException('cannot decode'))) as never;
    await expect(toUploadableSelfie(file)).resolves.toBe(file);
  });

  it('re-encodes HEIC as JPEG where the browser decodes it', async () => {
    const close = jest.fn();
    globalThis.createImageBitmap = jest.fn(() => Promise.resolve({ width: 300, height: 400, close })) as never;
    const drawImage = jest.fn();
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as never);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['jpeg'], { type: 'image/jpeg' })));
    const converted = await toUploadableSelfie(heic());
    expect(converted.name).toBe('IMG_0001.jpg');
    expect(converted.type).toBe('image/jpeg');
    expect(drawImage).toHaveBeenCalledWith(expect.objectContaining({ width: 300 }), 0, 0);
    expect(close).toHaveBeenCalled();
  });
});
