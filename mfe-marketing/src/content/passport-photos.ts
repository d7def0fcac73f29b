// The passport-photos landing page (/passport-photos): ID photos made to each document's published rules. Its
// numbers (how many documents, their sizes and sources, the sheets, the price) come from the contract, so the
// page never states a count or a size the photo maker does not use.
//
// The documents live only in the full api-client entry (with the contract's zod schemas), which the rest of this
// remote never loads: only this page's exposed module imports it, so `/` and the other pages keep their start-up
// entries. It should move to a zod-free entry of its own (as `api-client/promises` is) once api-client has one.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one page that needs the document list; see above
import { ID_DOCUMENTS, ID_PHOTO_CREDITS, SHEET_PAPERS } from 'api-client';
import type { IdDocument } from 'api-client';
import { creditsText } from 'shared-ui/start-up';

export const PASSPORT_PHOTOS_TITLE = 'Passport and ID photos made to the official rules';
export const PASSPORT_PHOTOS_CTA = 'Make my ID photo';
/** Where the CTA leads: the studio's ID photo page (a visitor signs in first, then lands there). */
export const ID_PHOTO_PAGE_PATH = '/id-photo';

/** How many documents the photo maker knows: the count the page states, never a number of its own. */
export const DOCUMENT_COUNT = ID_DOCUMENTS.length;

export const passportPhotosIntro = () =>
  `Passport, visa and ID card photos for ${DOCUMENT_COUNT} documents, each made to the rules its issuing authority publishes and measured before you pay.`;

export const HONEST_RULE_TITLE = 'A real photo of you, never retouched';
export const HONEST_RULE_TEXT =
  'An ID photo must be a recent photograph of you, taken with a camera: upload one or take it with your phone. We only crop and scale it and, where the document allows, replace the background. We never retouch your face, and AI-generated images cannot be used.';

export const MEASURED_TITLE = 'Measured, not guessed';
export const MEASURED_LEAD =
  'Every photo is measured against the document’s own numbers before anything is charged. A photo that cannot pass gets a plain reason and what to change, and costs nothing.';
export const MEASURED_CHECKS = [
  { title: 'Head height', text: 'From chin to the top of the head, in millimetres as printed, within the range the document sets.' },
  { title: 'Eye line', text: 'The height of your eyes above the bottom edge, where the document gives one.' },
  { title: 'Background', text: 'Plain and the right colour; replaced where the document allows, kept and checked where it forbids editing.' },
  { title: 'Expression', text: 'Neutral, with the mouth closed.' },
  { title: 'Eyes open', text: 'Both eyes open and visible.' },
  { title: 'Facing the camera', text: 'Head straight, not turned or tilted.' },
] as const;
export const REPORT_TEXT = 'Each photo comes with its compliance report: what was measured, what the rule requires, and whether it passes.';

export const SHEETS_TITLE = 'Print sheets and the digital file';
export const sheetsText = () =>
  `With every photo: print sheets on ${listText(SHEET_PAPERS.map((sheet) => sheet.label))}, to print at home or at a photo shop, and the digital file at the pixel size and file weight online applications ask for.`;

export const PRICE_TITLE = 'Price';
export const priceText = (credits = ID_PHOTO_CREDITS) =>
  `${creditsText(credits)} per ID photo, its print sheets and digital file included. A photo that has to be retaken costs nothing.`;

export const DOCUMENTS_TITLE = 'Documents and their official rules';
export const DOCUMENTS_LEAD = 'The print size of each document, and the authority page its rules come from.';
export const BACKGROUND_KEPT_NOTE = 'background kept';

/** "4 × 6 in photo paper, 10 × 15 cm photo paper and A4 paper". */
function listText(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
}

/** "35 × 45 mm". */
export const printSize = (document: IdDocument) => `${document.printWidthMm} × ${document.printHeightMm} mm`;

/** The documents as the table lists them: by country, then document. */
export const DOCUMENT_ROWS: readonly IdDocument[] = [...ID_DOCUMENTS].sort(
  (a, b) => a.country.localeCompare(b.country, 'en') || a.name.localeCompare(b.name, 'en'),
);
