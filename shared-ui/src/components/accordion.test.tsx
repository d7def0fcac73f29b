import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const ITEMS = [
  { question: 'Do credits expire?', answer: 'No, never.' },
  { question: 'Can I cancel?', answer: <strong>Any time.</strong> },
];

describe('Accordion', () => {
  it('starts with every answer closed', () => {
    render(<Accordion items={ITEMS} />);
    for (const toggle of screen.getAllByRole('button')) expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens and closes each item on its own, its answer labelled by the question', async () => {
    render(<Accordion items={ITEMS} />);
    const first = screen.getByRole('button', { name: 'Do credits expire?' });
    await userEvent.click(first);
    const answer = screen.getByRole('region', { name: 'Do credits expire?' });
    expect(first).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent('No, never.');

    await userEvent.click(screen.getByRole('button', { name: 'Can I cancel?' }));
    expect(screen.getByRole('region', { name: 'Can I cancel?' })).toHaveTextContent('Any time.');
    expect(screen.getAllByRole('region')).toHaveLength(2);

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});
