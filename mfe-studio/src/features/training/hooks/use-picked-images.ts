import { useCallback, useEffect, useRef, useState } from 'react';
import { filesToAdd } from '../upload-rules';

export interface PickedImage {
  id: number;
  file: File;
  /** Object URL for the thumbnail; revoked when the image is removed or the form goes away. */
  url: string;
  /** The server's reason when this photo failed the quality check of the last upload, or did not look like the others. */
  issue?: string;
  /** error: the photo was refused; warning: it may show someone else (the user may keep it). */
  issueTone?: 'error' | 'warning';
  /** The free preview's selfie, reused: the offer to add it hides while one is in the list. */
  fromPreview?: boolean;
}

export interface AddOptions {
  /** Before the photos already chosen (the preview's selfie leads the upload). */
  first?: boolean;
  fromPreview?: boolean;
}

/** The chosen photos with their thumbnails, the picker's message, and the server's per-photo verdicts. */
export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [error, setError] = useState<string>();
  const nextId = useRef(1);
  const live = useRef(new Set<string>());

  useEffect(() => {
    const urls = live.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  // Side effects (object URLs, messages) stay out of state updaters, which React may run twice.
  const current = useRef<PickedImage[]>([]);
  const commit = useCallback((next: PickedImage[]) => {
    current.current = next;
    setImages(next);
  }, []);

  const add = useCallback((picked: readonly File[], options: AddOptions = {}) => {
    const { accepted, error: message } = filesToAdd(picked, current.current.length);
    setError(message);
    const added: PickedImage[] = accepted.map((file) => {
      const url = URL.createObjectURL(file);
      live.current.add(url);
      return { id: nextId.current++, file, url, ...(options.fromPreview ? { fromPreview: true } : {}) };
    });
    commit(options.first ? [...added, ...current.current] : [...current.current, ...added]);
  }, [commit]);

  const remove = useCallback((id: number) => {
    const gone = current.current.find((image) => image.id === id);
    if (gone) {
      URL.revokeObjectURL(gone.url);
      live.current.delete(gone.url);
    }
    commit(current.current.filter((image) => image.id !== id));
    setError(undefined);
  }, [commit]);

  /** Marks photos by their 1-based position in the upload just sent (the zip's image1, image2, …); clears the rest. */
  const markIssues = useCallback((sent: readonly PickedImage[], issues: readonly { position: number; reason: string }[], tone: 'error' | 'warning' = 'error') => {
    const byId = new Map<number, string>();
    for (const issue of issues) {
      const image = sent[issue.position - 1];
      if (image) byId.set(image.id, issue.reason);
    }
    commit(current.current.map((image) => {
      const issue = byId.get(image.id);
      return { ...image, issue, issueTone: issue ? tone : undefined };
    }));
  }, [commit]);

  return { images, error, add, remove, markIssues };
}
