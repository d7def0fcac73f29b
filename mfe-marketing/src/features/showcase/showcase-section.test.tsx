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
