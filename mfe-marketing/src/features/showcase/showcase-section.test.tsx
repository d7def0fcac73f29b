import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESULTS, SHOWCASE_SELFIES } from '../../content/illustrations';
import { Showcase } from './showcase-section';

describe('Showcase', () => {
  it('shows four input selfies and one result', () => {
    render(<Showcase inputs={SHOWCASE_SELFIES} output={RESULTS.headshot} />);
    expect(within(screen.getByRole('list', { name: 'Input selfies' })).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('button', { name: `Enlarge: ${RESULTS.headshot.alt}` })).toBeInTheDocument();
  });

  it('opens a demo image enlarged and closes it again', async () => {
    render(<Showcase inputs={SHOWCASE_SELFIES} output={RESULTS.headshot} />);
    const selfie = SHOWCASE_SELFIES[1]!;
    await userEvent.click(screen.getByRole('button', { name: `Enlarge: ${selfie.alt}` }));
    const dialog = screen.getByRole('dialog', { name: 'Enlarged image' });
    expect(within(dialog).getByRole('img', { name: selfie.alt })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Enlarge: ${RESULTS.headshot.alt}` }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Showcase with a real pair', () => {
  it('shows the real selfie and the photo made from it under their honest caption, instead of the illustrations note', () => {
    const input = { src: '/before.jpg', alt: 'Real selfie: Ada', width: 600, height: 800 };
    const output = { src: '/after.jpg', alt: 'Photo made by the product: Ada', width: 600, height: 800 };
    render(<Showcase inputs={[input]} output={output} caption="Real customer, shown with permission: Ada" />);
    expect(within(screen.getByRole('list', { name: 'Input selfies' })).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByText('Real customer, shown with permission: Ada')).toBeInTheDocument();
    expect(screen.queryByText(/^Illustrations:/)).not.toBeInTheDocument();
  });
});
