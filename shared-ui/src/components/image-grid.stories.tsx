import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { ImageGrid } from './image-grid';

// Drawn stand-in photos, so the story needs no network and no licensed picture.
const photo = (top: string, bottom: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
      <rect width="300" height="400" fill="url(#g)"/>
      <circle cx="150" cy="160" r="60" fill="#f5d0c5"/>
      <path d="M60 400c0-70 40-125 90-125s90 55 90 125z" fill="#1f2937"/>
    </svg>`,
  )}`;

const PHOTOS = [
  ['#a5b4fc', '#312e81'],
  ['#fde68a', '#b45309'],
  ['#bbf7d0', '#166534'],
  ['#fecaca', '#991b1b'],
  ['#e9d5ff', '#6b21a8'],
  ['#bae6fd', '#075985'],
].map(([top, bottom], index) => ({ id: `p${index + 1}`, src: photo(top!, bottom!) }));
type Photo = (typeof PHOTOS)[number];

const meta: Meta = { title: 'Components/ImageGrid', component: ImageGrid };
export default meta;
type Story = StoryObj;

function PickFavorites() {
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set(['p2']));
  const toggle = (id: string) =>
    setLiked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ImageGrid<Photo>
      items={PHOTOS}
      label="Your photos"
      tile={(p, index) => ({
        key: p.id,
        src: p.src,
        alt: `Photo ${index + 1}`,
        label: `Like photo ${index + 1}`,
        pressed: liked.has(p.id),
        highlighted: liked.has(p.id),
      })}
      onTileClick={(p) => toggle(p.id)}
      renderOverlay={(p) => (
        <span aria-hidden="true" style={{ position: 'absolute', top: 8, right: 8, fontSize: 22, color: '#fff' }}>
          {liked.has(p.id) ? '♥' : '♡'}
        </span>
      )}
    />
  );
}

/** Tiles as toggles: a click likes the photo; the ring and the heart show it. */
export const Toggle: Story = { render: () => <PickFavorites /> };

/** Tiles that open the photo, with a button of their own in the overlay. */
export const OpenWithActions: Story = {
  render: () => (
    <ImageGrid<Photo>
      items={PHOTOS}
      label="My photos"
      tile={(p, index) => ({ key: p.id, src: p.src, alt: '', label: `Open image ${index + 1}` })}
      onTileClick={(p) => window.alert(`Open ${p.id}`)}
      renderOverlay={(p, index) => (
        <button type="button" style={{ position: 'absolute', right: 8, bottom: 8 }} onClick={() => window.alert(`Delete ${p.id}`)}>
          Delete image {index + 1}
        </button>
      )}
    />
  ),
};

/** Wider tiles (the templates page's 300 px), still two columns on phones. */
export const WideTiles: Story = {
  render: () => (
    <ImageGrid<Photo>
      items={PHOTOS}
      label="Templates"
      minTileWidth={300}
      tile={(p, index) => ({ key: p.id, src: p.src, alt: '', label: `Open template ${index + 1}` })}
      onTileClick={(p) => window.alert(`Open ${p.id}`)}
    />
  ),
};
