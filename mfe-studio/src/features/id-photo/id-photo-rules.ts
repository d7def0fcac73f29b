import { SHEET_PAPERS, type CreateIdPhotoReply, type IdDocument, type SheetPaperName } from 'api-client';

export const ID_PHOTO_PAGE_TITLE = 'ID & passport photos';
export const ID_PHOTO_HONESTY_TEXT =
  'An ID photo must be a real photograph of you. We only crop and scale it and, where the document allows, replace the background. We never retouch your face, and generated images cannot be used.';
export const BACKGROUND_KEPT_TEXT = 'Background kept';
export const MEASURING_TEXT = 'Measuring your photo…';
export const UPLOADING_PHOTO_TEXT = 'Uploading your photo…';
export const MAKE_ID_PHOTO_ACTION = 'Make ID photo';

/** What makes a photo pass the measurements: said before the pick, so fewer photos need a retake. */
export const ID_PHOTO_TIPS = [
  { title: 'Plain background', detail: 'A light, plain wall behind you, with no shadows or objects.' },
  { title: 'Face the camera', detail: 'Look straight into the lens, head upright and not turned.' },
  { title: 'Neutral expression', detail: 'Mouth closed, no smile.' },
  { title: 'Eyes open', detail: 'Both eyes open and clearly visible, hair away from them.' },
  { title: 'No glasses', detail: 'Take them off: most documents refuse them, and reflections hide the eyes.' },
  { title: 'Even light', detail: 'Face a window or a soft light, with no shadow across your face.' },
  { title: 'Head and shoulders', detail: 'The top of your head and both shoulders in the frame, at arm’s length or more.' },
] as const;

/** "35 × 45 mm": a document's print size. */
export const printSizeText = (document: Pick<IdDocument, 'printWidthMm' | 'printHeightMm'>) =>
  `${document.printWidthMm} × ${document.printHeightMm} mm`;

/** "United States Passport": how the page names a document in a sentence or an alt text. */
export const documentTitle = (document: Pick<IdDocument, 'country' | 'name'>) => `${document.country} ${document.name}`;

/** "143 KB", "1.2 MB": what a file weighs, as portals that cap it say it. */
export function bytesText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "600 × 600 px · 51 × 51 mm · 143 KB": the digital file's size, its print size and its weight. */
export function photoSizeText(photo: CreateIdPhotoReply['photo'], document: IdDocument): string {
  return `${photo.width} × ${photo.height} px · ${printSizeText(document)} · ${bytesText(photo.bytes)}`;
}

const paperLabel = (paper: SheetPaperName) => SHEET_PAPERS.find((sheet) => sheet.paper === paper)?.label ?? paper;

/** "Download the 4 × 6 in photo paper sheet (6 copies)". */
export const sheetDownloadText = (sheet: { paper: SheetPaperName; copies: number }) =>
  `Download the ${paperLabel(sheet.paper)} sheet (${sheet.copies} ${sheet.copies === 1 ? 'copy' : 'copies'})`;

// Accents, apostrophes and case aside: "cote d'ivoire" finds "Côte d’Ivoire".
const wordsOf = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * The documents matching the search, by country then name: each word typed starts a word of the country, its
 * code or the document ("us" finds the United States, not Australia; "king pass" the UK passport).
 */
export function filterDocuments(documents: readonly IdDocument[], search: string): IdDocument[] {
  const typed = wordsOf(search);
  const sorted = [...documents].sort((a, b) => a.country.localeCompare(b.country, 'en') || a.name.localeCompare(b.name, 'en'));
  if (!typed.length) return sorted;
  return sorted.filter((document) => {
    const words = wordsOf(`${document.country} ${document.countryCode} ${document.name}`);
    return typed.every((part) => words.some((word) => word.startsWith(part)));
  });
}

/** The document preselected on the page: the US passport when the list has it, else none. */
export const DEFAULT_DOCUMENT_ID = 'us-passport';
