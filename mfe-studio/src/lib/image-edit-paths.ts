/** Where the image tools live: shared by gen (entry points), the editor, the upload page and the ID photo page. */
export const GEN_PATH = '/gen';
export const UPLOAD_IMAGE_PATH = '/upload-image';
/** ID and passport photos from one of the user's own photos: beside Upload an image on gen. */
export const ID_PHOTO_PATH = '/id-photo';
// The editor's own path (editImagePath) is in api-client: the pack viewer (commerce) links to it too.
