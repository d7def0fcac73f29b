import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { ImageViewer } from './image-viewer';
import { downloadHref, downloadName, isVideoSource } from './media-source';

const SRC = 'http://api.test/ai-photographer/files/abc/photo-1.jpg?exp=1&sig=x';

describe('ImageViewer', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('renders nothing when closed', () => {
    render(<ImageViewer open={false} src={SRC} alt="Portrait" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog with the image, caption, actions and a Download link', () => {
    render(
      <ImageViewer
        open
        src={SRC}
        alt="Portrait"
        caption="a model on the moon"
        actions={<Button>Generate Again</Button>}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Portrait' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', { name: 'Portrait' })).toHaveAttribute('src', SRC);
    expect(screen.getByText('a model on the moon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Again' })).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', SRC);
    expect(download).toHaveAttribute('download', 'photo-1.jpg');
  });

  it('plays .webm files as video', () => {
    const { container } = render(<ImageViewer open src="/files/clip.webm?sig=1" alt="Clip" onClose={() => undefined} />);
    expect(screen.queryByRole('img')).toBeNull();
    const video = document.body.querySelector('video');
    expect(video).toHaveAttribute('src', '/files/clip.webm?sig=1');
    expect(video).toHaveAttribute('controls');
    expect(container).toBeEmptyDOMElement(); // rendered in a portal on body
  });

  it('closes on Escape and on the Close button', () => {
    const onClose = jest.fn();
    render(<ImageViewer open src={SRC} alt="Portrait" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves focus in, and gives it back when it closes', () => {
    const Harness = ({ open }: { open: boolean }) => (
      <>
        <button type="button">Thumbnail</button>
        <ImageViewer open={open} src={SRC} alt="Portrait" onClose={() => undefined} />
      </>
    );
    const { rerender } = render(<Harness open={false} />);
    screen.getByRole('button', { name: 'Thumbnail' }).focus();
    rerender(<Harness open />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    rerender(<Harness open={false} />);
    expect(screen.getByRole('button', { name: 'Thumbnail' })).toHaveFocus();
  });

  it('locks page scrolling while open and restores it after', () => {
    document.body.style.overflow = 'scroll';
    const { rerender } = render(<ImageViewer open src={SRC} alt="Portrait" onClose={() => undefined} />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<ImageViewer open={false} src={SRC} alt="Portrait" onClose={() => undefined} />);
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('shows a progress bar only while progress is a number', () => {
    const { rerender } = render(<ImageViewer open src={SRC} alt="Portrait" progress={null} onClose={() => undefined} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<ImageViewer open src={SRC} alt="Portrait" progress={0.5} onClose={() => undefined} />);
    expect(screen.getByRole('progressbar', { name: 'Generating' })).toHaveAttribute('aria-valuenow', '50');
  });
});

describe('isVideoSource / downloadName', () => {
  it('tells .webm apart from images, ignoring the query string', () => {
    expect(isVideoSource('/a/b.WEBM?x=1')).toBe(true);
    expect(isVideoSource('/a/b.jpg?name=c.webm')).toBe(false);
  });

  it('suggests the file name, or a generic one', () => {
    expect(downloadName('/files/x/photo%201.png?sig=1')).toBe('photo 1.png');
    expect(downloadName('/files/abc')).toBe('image.jpg');
  });
});

describe('ImageViewer: browsing a set', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  function Browser({ count = 3, start = 0 }: { count?: number; start?: number }) {
    const [index, setIndex] = React.useState(start);
    return (
      <ImageViewer
        open
        src={`/files/photo-${index + 1}.jpg?sig=1`}
        alt={`Photo ${index + 1}`}
        position={{ index, count }}
        onPrevious={index > 0 ? () => setIndex(index - 1) : undefined}
        onNext={index < count - 1 ? () => setIndex(index + 1) : undefined}
        onClose={() => undefined}
      />
    );
  }

  it('shows its position and moves with the arrow keys, stopping at either end', () => {
    render(<Browser />);
    expect(screen.getByText(/1 \/ 3/)).toHaveTextContent('Photo 1 / 3');
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    expect(screen.getByText(/2 \/ 3/)).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText(/3 \/ 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
  });

  it('moves with the side buttons and with a horizontal swipe of 50 px or more', () => {
    render(<Browser />);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText(/2 \/ 3/)).toBeInTheDocument();
    const stage = screen.getByRole('img').parentElement!;
    const swipe = (fromX: number, toX: number, dy = 0) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: fromX, clientY: 100 }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: toX, clientY: 100 + dy }] });
    };
    swipe(200, 170); // too short
    expect(screen.getByText(/2 \/ 3/)).toBeInTheDocument();
    swipe(200, 100, 150); // mostly vertical: a scroll, not a swipe
    expect(screen.getByText(/2 \/ 3/)).toBeInTheDocument();
    swipe(200, 100); // right to left: next
    expect(screen.getByText(/3 \/ 3/)).toBeInTheDocument();
    swipe(100, 200); // left to right: previous
    expect(screen.getByText(/2 \/ 3/)).toBeInTheDocument();
  });

  it('shows no position or side buttons for a single image', () => {
    render(<Browser count={1} />);
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByText(/1 \/ 1/)).toBeNull();
  });

  it('asks the server to save the file under a readable name', () => {
    render(<ImageViewer open src={SRC} alt="Portrait" downloadName="linkedin-headshots-07.jpg" onClose={() => undefined} />);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', `${SRC}&download=linkedin-headshots-07.jpg`);
    expect(download).toHaveAttribute('download', 'linkedin-headshots-07.jpg');
    expect(downloadHref('/files/a.jpg', 'a b.jpg')).toBe('/files/a.jpg?download=a%20b.jpg');
    expect(downloadHref('/files/a.jpg', undefined)).toBe('/files/a.jpg');
  });
});

describe('ImageViewer: the page behind', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  function PageWithViewer({ open, onClose = () => undefined }: { open: boolean; onClose?: () => void }) {
    return (
      <>
        <nav>
          <a href="/gen">Generate Images</a>
          <a href="/models">AI Models</a>
        </nav>
        <main>
          <button type="button">Thumbnail</button>
          <p aria-hidden="true">decoration</p>
        </main>
        <div role="status" data-above-overlays="">
          <button type="button">UNDO</button>
        </div>
        <ImageViewer open={open} src={SRC} alt="Portrait" onClose={onClose} />
      </>
    );
  }

  const pageLinks = () => screen.queryAllByRole('link', { name: /Generate Images|AI Models/ });

  it("hides the page's links from screen readers while open, and gives them back on close", () => {
    const { rerender } = render(<PageWithViewer open={false} />);
    expect(pageLinks()).toHaveLength(2);

    rerender(<PageWithViewer open />);
    expect(pageLinks()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Thumbnail' })).toBeNull();
    // The viewer's own controls stay reachable.
    const dialog = screen.getByRole('dialog', { name: 'Portrait' });
    expect(within(dialog).getByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toEqual([within(dialog).getByRole('link', { name: 'Download' })]);
    // Inert too, so a pointer or a stray Tab cannot reach it either.
    expect(screen.getByText('Generate Images').closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();

    rerender(<PageWithViewer open={false} />);
    expect(pageLinks()).toHaveLength(2);
    expect(document.querySelector('[inert]')).toBeNull();
    // What was hidden before the viewer opened stays hidden.
    expect(screen.getByText('decoration')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('gives the page back when it unmounts while open', () => {
    const { unmount } = render(<PageWithViewer open />);
    const nav = screen.getByText('Generate Images').closest('nav')!;
    const body = document.body;
    expect(pageLinks()).toHaveLength(0);
    unmount();
    expect(nav.closest('[inert], [aria-hidden="true"]')).toBeNull();
    expect(body.querySelector('[inert]')).toBeNull();
  });

  it('leaves what shows above overlays (the snackbar) reachable', () => {
    render(<PageWithViewer open />);
    expect(screen.getByRole('button', { name: 'UNDO' })).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveAttribute('inert');
  });

  it('keeps Tab inside, and gives focus back only once the page is usable again', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PageWithViewer open={false} />);
    const thumbnail = screen.getByRole('button', { name: 'Thumbnail' });
    thumbnail.focus();
    rerender(<PageWithViewer open />);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(download).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(download).toHaveFocus();

    let inertWhenFocused: Element | null | undefined;
    thumbnail.addEventListener('focus', () => {
      inertWhenFocused = thumbnail.closest('[inert]');
    });
    rerender(<PageWithViewer open={false} />);
    expect(thumbnail).toHaveFocus();
    expect(inertWhenFocused).toBeNull();
  });
});
