import { render, screen } from '@testing-library/react';
import { DetailList } from './detail-list';

describe('DetailList', () => {
  it('shows each label beside its value, in order, as a description list', () => {
    const { container } = render(<DetailList rows={[['Name', 'Ada Lovelace'], ['Email', 'ada@example.com']]} />);
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    const details = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Name', 'Email']);
    expect(details).toEqual(['Ada Lovelace', 'ada@example.com']);
  });

  it('leaves out rows without a value', () => {
    render(<DetailList rows={[['Plan', 'Pro'], ['Next billing date', null]]} />);
    expect(screen.getByText('Plan')).toBeInTheDocument();
    expect(screen.queryByText('Next billing date')).toBeNull();
  });
});
