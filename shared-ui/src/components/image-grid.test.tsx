import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageGrid, type ImageGridProps } from './image-grid';

interface Photo {
  id: string;
  url: string;
}
const PHOTOS: Photo[] = [
  { id: 'a', url: '/files/a.jpg' },
  { id: 'b', url: '/files/b.jpg' },
  { id: 'c', url: '/files/c.webm?sig=1' },
];

function renderGrid(props: Partial<ImageGridProps<Photo>> = {}) {
  const onTileClick = jest.fn();
  render(
    <ImageGrid<Photo>
      items={PHOTOS}
      label="My photos"
      tile={(p, index) => ({ key: p.id, src: p.url, alt: `Photo ${index + 1}`, label: `Open photo ${index + 1}` })}
      onTileClick={onTileClick}
      {...props}
    />,
  );
  return { onTileClick };
}

describe('ImageGrid', () => {
  it('lists one tile per item under the given name, each a button named by the caller', () => {
    renderGrid();
    const list = screen.getByRole('list', { name: 'My photos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Open photo 2' })).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/files/a.jpg');
  });

  it('plays .webm items as muted video', () => {
    renderGrid();
    const video = screen.getByRole('button', { name: 'Open photo 3' }).querySelector('video');
    expect(video).toHaveAttribute('src', '/files/c.webm?sig=1');
    expect(video?.muted).toBe(true);
  });

  it('passes the clicked item and its index to the caller, by mouse or keyboard', async () => {
    const { onTileClick } = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 2' }));
    expect(onTileClick).toHaveBeenLastCalledWith(PHOTOS[1], 1);
    screen.getByRole('button', { name: 'Open photo 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onTileClick).toHaveBeenLastCalledWith(PHOTOS[0], 0);
  });

  it('makes toggle tiles report their state with aria-pressed', () => {
    renderGrid({
      tile: (p, index) => ({ key: p.id, src: p.url, alt: '', label: `Like photo ${index + 1}`, pressed: p.id === 'b' }),
    });
    expect(screen.getByRole('button', { name: 'Like photo 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Like photo 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the overlay beside the tile button so its own buttons work on their own', async () => {
    const onDelete = jest.fn();
    const { onTileClick } = renderGrid({
      renderOverlay: (p, index) => (
        <button type="button" onClick={() => onDelete(p.id)}>
          Delete photo {index + 1}
        </button>
      ),
    });
    const del = screen.getByRole('button', { name: 'Delete photo 2' });
    expect(screen.getByRole('button', { name: 'Open photo 2' })).not.toContainElement(del);
    await userEvent.click(del);
    expect(onDelete).toHaveBeenCalledWith('b');
    expect(onTileClick).not.toHaveBeenCalled();
  });

  it('loads lazily unless the caller asks for eager tiles', () => {
    renderGrid({
      tile: (p, index) => ({ key: p.id, src: p.url, alt: `Photo ${index + 1}`, label: `Open photo ${index + 1}`, eager: index === 0 }),
    });
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('loading', 'lazy');
  });

  it('keeps tiles at least 180 px wide, or as wide as the caller asks', () => {
    const styles = () => Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    renderGrid();
    expect(styles()).toContain('minmax(min(180px, 100%), 1fr)');
    renderGrid({ minTileWidth: 300 });
    expect(styles()).toContain('minmax(min(300px, 100%), 1fr)');
  });
});
