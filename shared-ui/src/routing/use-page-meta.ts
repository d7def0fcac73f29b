import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
  /** Keeps the page out of search engines (protected pages set it, and login and the other account pages). */
  noindex?: boolean;
  /** The page's preferred URL (absolute, or resolved against the document) for a rel="canonical" link. */
  canonical?: string;
}

/**
 * Sets an attribute of a head element while a page is mounted, reusing the element a prerendered page
 * already has (so there is never a second description or canonical) and restoring it afterwards.
 */
function setHeadAttribute(selector: string, create: () => HTMLElement, attribute: string, value: string): () => void {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) {
    const previous = existing.getAttribute(attribute);
    existing.setAttribute(attribute, value);
    return () => {
      if (previous === null) existing.removeAttribute(attribute);
      else existing.setAttribute(attribute, previous);
    };
  }
  const element = create();
  element.setAttribute(attribute, value);
  element.setAttribute('data-page-meta', '');
  document.head.appendChild(element);
  return () => element.remove();
}

function setMeta(name: string, content: string): () => void {
  return setHeadAttribute(`meta[name="${name}"]`, () => Object.assign(document.createElement('meta'), { name }), 'content', content);
}

/** Canonical URLs must be absolute for search engines: resolve a site path against the document. */
function setCanonical(href: string): () => void {
  const absolute = new URL(href, document.baseURI).href;
  return setHeadAttribute('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', absolute);
}

/** Sets the document title and meta tags while the calling page is mounted. */
export function usePageMeta({ title, description, noindex, canonical }: PageMeta): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    return description ? setMeta('description', description) : undefined;
  }, [description]);

  useEffect(() => {
    return noindex ? setMeta('robots', 'noindex') : undefined;
  }, [noindex]);

  useEffect(() => (canonical ? setCanonical(canonical) : undefined), [canonical]);
}
