import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SpendButton } from './spend-button';

const renderButton = (props: Partial<Parameters<typeof SpendButton>[0]> = {}) => {
  const onClick = jest.fn();
  render(<MemoryRouter><SpendButton action="Generate again" cost={10} balance={100} onClick={onClick} {...props} /></MemoryRouter>);
  return onClick;
};

describe('SpendButton', () => {
  it('says what it costs before the click', () => {
    const onClick = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Generate again · 10 credits' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('writes one credit in the singular and thousands from 10000', () => {
    renderButton({ cost: 1, action: 'Try' });
    expect(screen.getByRole('button', { name: 'Try · 1 credit' })).toBeInTheDocument();
  });

  it('with a short balance says so and leads to buying credits instead of failing', () => {
    const onClick = renderButton({ balance: 4 });
    const link = screen.getByRole('link', { name: 'Buy credits (10 credits needed)' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).toHaveAccessibleDescription('Generate again costs 10 credits. You have 4 credits.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(onClick).not.toHaveBeenCalled();
  });

  it("with a short balance and `whenShort: 'disabled'` keeps its own label, disabled, saying why", () => {
    const onClick = renderButton({ balance: 0, whenShort: 'disabled' });
    const button = screen.getByRole('button', { name: 'Generate again · 10 credits' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Generate again costs 10 credits. You have 0 credits.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('spends when the balance is unknown (the server decides) and shows work in flight', () => {
    renderButton({ balance: null, busy: true, busyLabel: 'Generating…' });
    const button = screen.getByRole('button', { name: 'Generating…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
