import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
  /** Protected pages are kept out of search engines (part 2 §2). */
  noindex?: boolean;
}

function addMeta(name: string, content: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  meta.setAttribute('data-page-meta', '');
  document.head.appendChild(meta);
  return meta;
}

/** Sets the document title and meta tags while the calling page is mounted. */
export function usePageMeta({ title, description, noindex }: PageMeta): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (!description) return undefined;
    const meta = addMeta('description', description);
    return () => meta.remove();
  }, [description]);

  useEffect(() => {
    if (!noindex) return undefined;
    const meta = addMeta('robots', 'noindex');
    return () => meta.remove();
  }, [noindex]);
}
