import { PREVIEW_FAILED_MESSAGE, PREVIEW_STYLES, type Preview, type PreviewStyle } from 'api-client';
import type { FileUrlSigner } from '../files/index.js';
import type { PreviewFileRow, PreviewRow } from './previews.repository.js';

/** The two styles of a preview, by the persona it was started with (the first one leads). */
export const stylesOf = (preview: Pick<PreviewRow, 'persona'>): readonly PreviewStyle[] => PREVIEW_STYLES[preview.persona];

/** When a preview's selfies and photos are deleted. */
export const expiryOf = (preview: Pick<PreviewRow, 'created_at'>, retentionHours: number) =>
  new Date(preview.created_at.getTime() + retentionHours * 3_600_000);

/** A preview as the owner's pages see it: signed links (an hour each) to its photos, in style order, and to its selfies. */
export function previewView(preview: PreviewRow, files: PreviewFileRow[], deps: { fileUrls: FileUrlSigner; retentionHours: number }): Preview {
  const styles = stylesOf(preview);
  const images = files.filter((file) => file.kind === 'image' && styles[file.position]).map((file) => {
    const style = styles[file.position] as PreviewStyle;
    return { fileId: file.file_id, url: deps.fileUrls.sign(file.storage_key), style: style.key, title: style.title, packReference: style.packReference };
  });
  return {
    previewId: preview.public_id,
    status: preview.status,
    images,
    selfies: files.filter((file) => file.kind === 'selfie').map((file) => deps.fileUrls.sign(file.storage_key)),
    expiresAt: expiryOf(preview, deps.retentionHours).toISOString(),
    message: preview.status === 'failed' ? PREVIEW_FAILED_MESSAGE : null,
  };
}
