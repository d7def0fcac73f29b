import { render } from '@testing-library/react';
import { usePageMeta, type PageMeta } from './use-page-meta';

function Meta(props: PageMeta) {
  usePageMeta(props);
  return null;
}

const robots = () => document.head.querySelector('meta[name="robots"]');

describe('usePageMeta', () => {
  it('sets the title and a robots noindex meta while mounted', () => {
    document.title = 'Before';
    const { unmount } = render(<Meta title="Account" noindex />);
    expect(document.title).toBe('Account');
    expect(robots()).toHaveAttribute('content', 'noindex');
    unmount();
    expect(document.title).toBe('Before');
    expect(robots()).toBeNull();
  });

  it('adds no robots meta for indexable pages', () => {
    render(<Meta title="Landing" description="Photos of you" />);
    expect(robots()).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Photos of you');
  });

  it('adds a canonical link while mounted, resolved against the document', () => {
    const { unmount } = render(<Meta title="Landing" canonical="/business-headshots" />);
    const link = () => document.head.querySelector('link[rel="canonical"]');
    expect(link()).toHaveProperty('href', 'http://localhost/business-headshots');
    unmount();
    expect(link()).toBeNull();
  });

  it('updates a prerendered canonical link instead of adding a second one', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="canonical" href="https://example.com/old">');
    const { unmount } = render(<Meta title="Landing" canonical="https://example.com/new" />);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.com/new');
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.com/old');
  });
});
