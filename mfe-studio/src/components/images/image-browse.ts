export interface ImageBrowse {
  position: { index: number; count: number };
  onPrevious?: () => void;
  onNext?: () => void;
}

/**
 * Previous and next for the viewer, through the images (or templates) the grid shows (in its order); undefined when the
 * open image is not among them (one just made by Generate Again before the grid has it).
 */
export function imageBrowse<T extends { fileId: string }>(images: readonly T[], open: T, show: (image: T) => void): ImageBrowse | undefined {
  const index = images.findIndex((image) => image.fileId === open.fileId);
  if (index < 0) return undefined;
  const previous = images[index - 1];
  const next = images[index + 1];
  return {
    position: { index, count: images.length },
    onPrevious: previous ? () => show(previous) : undefined,
    onNext: next ? () => show(next) : undefined,
  };
}
