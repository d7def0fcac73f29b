import type { ReactNode } from 'react';
import { ImageViewer } from 'shared-ui';
import { apiFileUrl } from '../../lib/api-file-url';
import { useImagePrompt } from '../../lib/images/use-image-prompt';
import type { ImageItem } from '../../lib/images/image-item';
import { ImageViewerCaption } from './image-viewer-caption';

export interface ImageItemViewerProps {
  image: ImageItem;
  alt: string;
  /** Generation progress shown over the image, or null. */
  progress?: number | null;
  onClose: () => void;
  /** The viewer's buttons, given the image's prompt (undefined while it loads, null when there is none). */
  renderActions: (prompt: string | null | undefined) => ReactNode;
}

/** One of the user's images full screen, captioned with the prompt it was made with. */
export function ImageItemViewer({ image, alt, progress = null, onClose, renderActions }: ImageItemViewerProps) {
  const prompt = useImagePrompt(image);
  return (
    <ImageViewer
      open
      src={apiFileUrl(image.url)}
      alt={alt}
      caption={<ImageViewerCaption prompt={prompt} />}
      progress={progress}
      onClose={onClose}
      actions={renderActions(prompt)}
    />
  );
}
