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
});
