// The files module's public face: what other modules and the composition may use. Private files by signed link.
export { createFilesComponents, type FilesComponents } from './files.wiring.js';
export { filesRoutes } from './files.routes.js';
export { storageKeyOfFileUrl, type FileUrlSigner } from './file-url-signer.js';
export { contentDisposition } from './content-disposition.js';

