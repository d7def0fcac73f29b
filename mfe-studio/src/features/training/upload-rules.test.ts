import { canUpload, extensionOf, filesToAdd, modelNameError } from './upload-rules';

const file = (name: string) => new File(['x'], name);
const many = (n: number, ext = 'jpg') => Array.from({ length: n }, (_, i) => file(`p${i}.${ext}`));

describe('training upload rules', () => {
  it('reads extensions in lower case', () => {
    expect(extensionOf('Me.JPEG')).toBe('jpeg');
    expect(extensionOf('archive.tar.GZ')).toBe('gz');
    expect(extensionOf('noext')).toBe('');
  });

  it('accepts jpg, jpeg, png and webp only', () => {
    const result = filesToAdd([file('a.jpg'), file('b.JPEG'), file('c.png'), file('d.webp'), file('e.gif'), file('f.heic')], 0);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.JPEG', 'c.png', 'd.webp']);
    expect(result.error).toBe('Please upload images in JPG, JPEG, PNG, or WEBP format only.');
  });

  it('never goes past 20 images', () => {
    expect(filesToAdd(many(5), 18)).toEqual({ accepted: many(5).slice(0, 2), error: 'You can only upload a maximum of 20 images.' });
    expect(filesToAdd(many(21), 0).accepted).toHaveLength(20);
    expect(filesToAdd(many(1), 20)).toEqual({ accepted: [], error: 'You can only upload a maximum of 20 images.' });
    expect(filesToAdd(many(2), 18)).toEqual({ accepted: many(2) });
  });

  it('allows upload with 12 to 20 images only', () => {
    expect([0, 11, 12, 20, 21].map(canUpload)).toEqual([false, false, true, true, false]);
  });

  it('checks the model name', () => {
    expect(modelNameError('')).toBe('Please enter a name for your model');
    expect(modelNameError('   ')).toBe('Please enter a name for your model');
    expect(modelNameError('a'.repeat(21))).toBe('Name cannot be longer than 20 characters');
    expect(modelNameError('a'.repeat(20))).toBeUndefined();
  });
});
