import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('reports the new checked state when its label is clicked', () => {
    const onChange = jest.fn();
    render(<Checkbox label="I accept the rules" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByText('I accept the rules'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('reflects the checked prop', () => {
    render(<Checkbox label={<b>Subscribe</b>} checked onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Subscribe' })).toBeChecked();
  });
});
