import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from './button';
import { ImageViewer } from './image-viewer';

// A drawn stand-in photo, so the story needs no network and no licensed picture.
const SAMPLE = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="1024" viewBox="0 0 768 1024">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a5b4fc"/><stop offset="1" stop-color="#312e81"/></linearGradient></defs>
    <rect width="768" height="1024" fill="url(#g)"/>
    <circle cx="384" cy="400" r="150" fill="#f5d0c5"/>
    <path d="M150 1024c0-180 105-320 234-320s234 140 234 320z" fill="#1f2937"/>
  </svg>`,
)}`;

const meta: Meta<typeof ImageViewer> = { title: 'Overlays/ImageViewer', component: ImageViewer };
export default meta;
type Story = StoryObj<typeof ImageViewer>;

function Demo({ progress, withActions }: { progress?: number | null; withActions?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open viewer</Button>
      <ImageViewer
        open={open}
        src={SAMPLE}
        alt="Generated portrait"
        caption="a model as an astronaut on the moon, cinematic light"
        progress={progress}
        actions={
          withActions && (
            <>
              <Button variant="secondary">Refine this prompt</Button>
              <Button>Generate Again</Button>
              <Button variant="secondary">Set as profile picture</Button>
            </>
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export const Default: Story = { render: () => <Demo /> };
export const WithActions: Story = { render: () => <Demo withActions /> };
export const Generating: Story = { render: () => <Demo withActions progress={0.4} /> };

/** Browsing a set: arrow keys, swipe or the side buttons; "3 / 30" at the top. */
function BrowseDemo() {
  const [index, setIndex] = useState(2);
  const count = 30;
  return (
    <ImageViewer
      open
      src={SAMPLE}
      alt={`Photo ${index + 1} of LinkedIn Headshots`}
      downloadName={`linkedin-headshots-${String(index + 1).padStart(2, '0')}.jpg`}
      position={{ index, count }}
      onPrevious={index > 0 ? () => setIndex(index - 1) : undefined}
      onNext={index < count - 1 ? () => setIndex(index + 1) : undefined}
      onClose={() => undefined}
    />
  );
}
export const Browsing: Story = { render: () => <BrowseDemo /> };

/**
 * Over a page with links: open the viewer and inspect the page in the browser's accessibility tree. The
 * links are hidden (aria-hidden, inert) while it is open and come back when it closes.
 */
function OverPageDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <nav>
        <a href="#gen">Generate Images</a> · <a href="#models">AI Models</a>
      </nav>
      <p>
        <Button onClick={() => setOpen(true)}>Open viewer</Button>
      </p>
      <ImageViewer open={open} src={SAMPLE} alt="Generated portrait" onClose={() => setOpen(false)} />
    </>
  );
}
export const OverAPage: Story = { render: () => <OverPageDemo /> };
