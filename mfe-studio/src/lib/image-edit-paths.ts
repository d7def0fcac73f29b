/** Where the image tools live: shared by gen (entry points), the editor and the upload page. */
export const GEN_PATH = '/gen';
export const UPLOAD_IMAGE_PATH = '/upload-image';

/** The mask editor for one of the user's images. */
export const editImagePath = (fileId: string) => `/edit/${encodeURIComponent(fileId)}`;
