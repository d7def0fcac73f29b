/** Where the image tools live: shared by gen (entry points), the editor and the upload page. */
export const GEN_PATH = '/gen';
export const UPLOAD_IMAGE_PATH = '/upload-image';
// The editor's own path (editImagePath) is in api-client: the pack viewer (commerce) links to it too.
