import { render, screen } from '@testing-library/react';
import { LikenessBadge } from './likeness-badge';

describe('LikenessBadge', () => {
  it('shows the score as a band and a whole percentage', () => {
    render(<LikenessBadge likeness={0.916} band="strong" />);
    expect(screen.getByText('Strong likeness · 92 %')).toBeInTheDocument();
  });

  it('falls back to the number alone when no band is known', () => {
    render(<LikenessBadge likeness={0.916} />);
    expect(screen.getByText('Likeness 92 %')).toBeInTheDocument();
  });

  it('says whether a weak photo was refunded, and why not', () => {
    const { rerender } = render(<LikenessBadge likeness={0.41} band="weak" refund="refunded" />);
    expect(screen.getByText('Weak likeness · 41 %')).toBeInTheDocument();
    expect(screen.getByText('10 credits refunded')).toBeInTheDocument();
    rerender(<LikenessBadge likeness={0.41} band="weak" refund="over-cap" />);
    expect(screen.getByText(/Not refunded: the limit on likeness refunds is reached/)).toBeInTheDocument();
    rerender(<LikenessBadge likeness={0.41} band="weak" refund="not-refundable" />);
    expect(screen.getByText(/edits, filters and free replacements/)).toBeInTheDocument();
  });

  it('shows nothing before the photo is scored, or when it has no score', () => {
    const { container, rerender } = render(<LikenessBadge likeness={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<LikenessBadge likeness={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
