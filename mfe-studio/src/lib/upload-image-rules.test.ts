import { IMAGE_UPLOAD_FORMAT_MESSAGE, NO_IMAGE_SELECTED_MESSAGE } from 'api-client';
import { imageUploadProblem, nextPagePath, uploadedFileId } from './upload-image-rules';

const file = (name: string) => new File(['x'], name);

describe('image upload rules', () => {
  it('takes jpg, jpeg and png in any case, nothing else', () => {
    expect(imageUploadProblem(file('a.JPG'))).toBeNull();
    expect(imageUploadProblem(file('a.jpeg'))).toBeNull();
    expect(imageUploadProblem(file('a.png'))).toBeNull();
    expect(imageUploadProblem(file('a.gif'))).toBe(IMAGE_UPLOAD_FORMAT_MESSAGE);
    expect(imageUploadProblem(file('png'))).toBe(IMAGE_UPLOAD_FORMAT_MESSAGE);
    expect(imageUploadProblem(null)).toBe(NO_IMAGE_SELECTED_MESSAGE);
  });

  it('makes the reply nextPage an absolute path in the app', () => {
    const origin = 'https://site.example';
    expect(nextPagePath('edit/abc', origin)).toBe('/edit/abc');
    expect(nextPagePath('/edit/abc', origin)).toBe('/edit/abc');
    expect(nextPagePath('https://site.example/edit/abc?x=1', origin)).toBe('/edit/abc?x=1');
    expect(nextPagePath('https://elsewhere.example/edit/abc', origin)).toBeNull();
    expect(nextPagePath('//elsewhere.example/edit/abc', origin)).toBeNull();
  });

  it('reads the uploaded file id from the nextPage of the editor, and nothing from another page', () => {
    const origin = 'https://site.example';
    expect(uploadedFileId('/edit/up1', origin)).toBe('up1');
    expect(uploadedFileId('edit/up%202', origin)).toBe('up 2');
    expect(uploadedFileId('https://site.example/edit/up3?tool=hd', origin)).toBe('up3');
    expect(uploadedFileId('/gen', origin)).toBeNull();
    expect(uploadedFileId('/edit/a/b', origin)).toBeNull();
    expect(uploadedFileId('https://elsewhere.example/edit/up4', origin)).toBeNull();
  });
});
