import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqItems } from '../../content/faq';

const FAQ = faqItems();
import { FaqAccordion } from './faq-accordion';

describe('FaqAccordion', () => {
  it('has 11 questions, all closed at first', () => {
    render(<FaqAccordion items={FAQ} />);
    const toggles = screen.getAllByRole('button');
    expect(toggles).toHaveLength(11);
    for (const toggle of toggles) expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens and closes each item on its own, wiring aria-controls to the answer', async () => {
    render(<FaqAccordion items={FAQ} />);
    const refunds = screen.getByRole('button', { name: 'Can I get a refund?' });
    await userEvent.click(refunds);
    expect(refunds).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Can I get a refund?' });
    expect(refunds).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent('fewer than 20 photos were generated since you signed up');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Do my credits expire?' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);

    await userEvent.click(refunds);
    expect(refunds).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Can I get a refund?' })).not.toBeInTheDocument();
  });
});
