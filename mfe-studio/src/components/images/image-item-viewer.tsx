import type { ReactNode } from 'react';
import { apiFileUrl, fileExtension, promptPhotoName } from 'api-client';
import { ImageViewer } from 'shared-ui';
import { useImagePrompt } from '../../lib/images/use-image-prompt';
import type { ImageItem } from '../../lib/images/image-item';
import type { ImageBrowse } from './image-browse';
import { ImageViewerCaption } from './image-viewer-caption';

export interface ImageItemViewerProps {
  image: ImageItem;
  alt: string;
  /** Generation progress shown over the image, or null. */
  progress?: number | null;
  /** Previous / next through the grid's images, with the position ("3 / 30"). */
  browse?: ImageBrowse;
  onClose: () => void;
  /** The viewer's buttons, given the image's prompt (undefined while it loads, null when there is none). */
  renderActions: (prompt: string | null | undefined) => ReactNode;
}

/** One of the user's images full screen, captioned with the prompt it was made with; Download names it by the prompt. */
export function ImageItemViewer({ image, alt, progress = null, browse, onClose, renderActions }: ImageItemViewerProps) {
  const prompt = useImagePrompt(image);
  return (
    <ImageViewer
      open
      src={apiFileUrl(image.url)}
      alt={alt}
      caption={<ImageViewerCaption prompt={prompt} likeness={image.likeness} likenessBand={image.likenessBand} likenessRefund={image.likenessRefund} />}
      progress={progress}
      downloadName={promptPhotoName(prompt, fileExtension(image.url))}
      position={browse?.position}
      onPrevious={browse?.onPrevious}
      onNext={browse?.onNext}
      onClose={onClose}
      actions={renderActions(prompt)}
    />
  );
}
