import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PackCarousel, SWIPE_THRESHOLD_PX } from './pack-carousel';

const IMAGES = ['/a.jpg', '/b.jpg', '/c.jpg'];

// jsdom has no PointerEvent; a MouseEvent carries the clientX a swipe is measured by.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
});

function current() {
  return screen.getAllByRole('img').find((img) => img.getAttribute('aria-hidden') === 'false')?.getAttribute('alt');
}

function swipe(from: number, to: number) {
  const frame = screen.getByRole('group', { name: 'Beach samples' });
  fireEvent.pointerDown(frame, { clientX: from });
  fireEvent.pointerUp(frame, { clientX: to });
}

describe('PackCarousel', () => {
  it('crops its samples from the bottom, so the mark in a sample\'s top corner stays whole inside the rounded card', () => {
    render(<PackCarousel title="Beach" images={IMAGES} />);
    for (const image of screen.getAllByRole('img', { hidden: true })) {
      expect(getComputedStyle(image).objectFit).toBe('cover');
      expect(getComputedStyle(image).objectPosition).toBe('center top');
    }
  });

  it('moves with the labelled arrows, wrapping around', async () => {
    render(<PackCarousel title="Beach" images={IMAGES} />);
    expect(current()).toBe('Beach sample 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next Beach sample' }));
    expect(current()).toBe('Beach sample 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous Beach sample' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous Beach sample' }));
    expect(current()).toBe('Beach sample 3 of 3');
  });

  it('changes image on a swipe of at least 50 px, not on a shorter one', () => {
    render(<PackCarousel title="Beach" images={IMAGES} />);
    swipe(200, 200 - (SWIPE_THRESHOLD_PX - 1));
    expect(current()).toBe('Beach sample 1 of 3');
    swipe(200, 200 - SWIPE_THRESHOLD_PX);
    expect(current()).toBe('Beach sample 2 of 3');
    swipe(100, 100 + SWIPE_THRESHOLD_PX + 30);
    expect(current()).toBe('Beach sample 1 of 3');
  });

  it('moves with the arrow keys once focused', async () => {
    render(<PackCarousel title="Beach" images={IMAGES} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous Beach sample' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(current()).toBe('Beach sample 2 of 3');
  });

  it('shows a placeholder and no arrows without samples', () => {
    render(<PackCarousel title="Beach" images={[]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("labels a real customer's photo (the showcase) honestly while it is shown, and only then", async () => {
    render(<PackCarousel title="Beach" images={IMAGES} realCount={1} />);
    expect(current()).toBe('Beach sample 1 of 3: real customer, shown with permission');
    expect(screen.getByText('Real customer, shown with permission')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next Beach sample' }));
    expect(current()).toBe('Beach sample 2 of 3');
    expect(screen.queryByText('Real customer, shown with permission')).not.toBeInTheDocument();
  });
});
