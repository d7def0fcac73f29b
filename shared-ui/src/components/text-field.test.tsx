import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and passes input props through', () => {
    const onChange = jest.fn();
    render(<TextField label="Email" type="email" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    fireEvent.change(input, { target: { value: 'a@b.co' } });
    expect(onChange).toHaveBeenCalled();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and describes it with the error and hint', () => {
    render(<TextField label="Password" hint="At least 8 characters" error="Password is too short" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password is too short At least 8 characters');
  });

  it('gives two fields different ids', () => {
    render(
      <>
        <TextField label="First name" />
        <TextField label="Last name" />
      </>,
    );
    expect(screen.getByLabelText('First name').id).not.toBe(screen.getByLabelText('Last name').id);
  });
});
