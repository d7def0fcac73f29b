import { IMAGE_UPLOAD_FORMAT_MESSAGE, NO_IMAGE_SELECTED_MESSAGE, UPLOAD_IMAGE_EXTENSIONS } from 'api-client';

export const UPLOAD_FAILED_MESSAGE = "Upload didn't succeed.";
export const uploadErrorMessage = (detail: string) => `Error uploading image: ${detail}`;

/** Accept list for the file input: the extensions, plus their MIME types. */
export const UPLOAD_IMAGE_ACCEPT = [...UPLOAD_IMAGE_EXTENSIONS.map((e) => `.${e}`), 'image/jpeg', 'image/png'].join(',');

const allowed = new Set<string>(UPLOAD_IMAGE_EXTENSIONS);

/** The client's check (the server checks the content): what is wrong with the pick, or null. */
export function imageUploadProblem(file: File | null | undefined): string | null {
  if (!file) return NO_IMAGE_SELECTED_MESSAGE;
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  return allowed.has(extension) ? null : IMAGE_UPLOAD_FORMAT_MESSAGE;
}

/**
 * The reply's nextPage ('edit/<fileId>', '/edit/<fileId>' or a full URL on this site) as a path inside
 * the app, for navigate(); null when it points elsewhere.
 */
export function nextPagePath(nextPage: string, origin = window.location.origin): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(nextPage) || nextPage.startsWith('//')) {
    const absolute = new URL(nextPage, origin);
    return absolute.origin === origin ? `${absolute.pathname}${absolute.search}` : null;
  }
  const url = new URL(nextPage.replace(/^\/*/, '/'), origin);
  return `${url.pathname}${url.search}`;
}

/**
 * The uploaded file's id, read from the reply's nextPage (the editor for it, `/edit/<fileId>`): pages that use
 * the photo themselves (ID photos) instead of opening the editor. Null when nextPage is not that page.
 */
export function uploadedFileId(nextPage: string, origin = window.location.origin): string | null {
  const path = nextPagePath(nextPage, origin);
  const match = path ? /^\/edit\/([^/?#]+)$/.exec(path.split('?')[0] ?? '') : null;
  return match ? decodeURIComponent(match[1]!) : null;
}
