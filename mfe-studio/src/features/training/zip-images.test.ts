import JSZip from 'jszip';
import { zipEntryNames, zipImages } from './zip-images';

const file = (name: string, text: string) => new File([text], name);

async function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('zipImages', () => {
  it('names entries image1, image2, … with the original extension in lower case', () => {
    expect(zipEntryNames([file('IMG_001.JPG', ''), file('selfie.png', ''), file('x.Jpeg', ''), file('y.webp', '')])).toEqual([
      'image1.jpg',
      'image2.png',
      'image3.jpeg',
      'image4.webp',
    ]);
  });

  it('puts every photo into the zip under its entry name', async () => {
    const blob = await zipImages([file('A.JPG', 'first'), file('b.png', 'second')]);
    const zip = await JSZip.loadAsync(await blobBytes(blob));
    expect(Object.keys(zip.files).sort()).toEqual(['image1.jpg', 'image2.png']);
    expect(await zip.file('image1.jpg')?.async('string')).toBe('first');
    expect(await zip.file('image2.png')?.async('string')).toBe('second');
  });
});
