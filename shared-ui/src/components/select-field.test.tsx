import { fireEvent, render, screen } from '@testing-library/react';
import { SelectField } from './select-field';

const options = [
  { value: 'man', label: 'Man' },
  { value: 'woman', label: 'Woman' },
];

describe('SelectField', () => {
  it('lists the options under its label and reports changes', () => {
    const onChange = jest.fn();
    render(<SelectField label="Class" options={options} placeholder="Choose one" value="" onChange={onChange} />);
    const select = screen.getByLabelText('Class');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose one', 'Man', 'Woman']);
    fireEvent.change(select, { target: { value: 'woman' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('shows its error and marks itself invalid', () => {
    render(<SelectField label="Class" options={options} error="Pick a class" />);
    const select = screen.getByLabelText('Class');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a class');
  });
});
