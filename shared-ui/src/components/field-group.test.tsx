import { render, screen } from '@testing-library/react';
import { FieldGroup } from './field-group';

describe('FieldGroup', () => {
  it('is a group named by its legend', () => {
    render(
      <FieldGroup legend="Community">
        <label>
          <input type="radio" name="community" /> r/aiart
        </label>
      </FieldGroup>,
    );
    expect(screen.getByRole('group', { name: 'Community' })).toContainElement(screen.getByRole('radio', { name: 'r/aiart' }));
  });

  it('disables every control inside when disabled', () => {
    render(
      <FieldGroup legend="Tool" inline disabled>
        <input type="radio" aria-label="Small" />
        <button type="button">Rectangle</button>
      </FieldGroup>,
    );
    expect(screen.getByRole('radio', { name: 'Small' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rectangle' })).toBeDisabled();
  });
});
