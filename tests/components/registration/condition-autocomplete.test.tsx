import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { ConditionAutocomplete } from '../../../src/features/registration/components/fields/condition-autocomplete';
import { registrationStrings } from '../../../src/features/registration/registration-strings';
import type { ConditionOfInterest } from '../../../src/shared/contracts/lists';

const option = (key: string, value: string): ConditionOfInterest => ({
  name: value,
  id: key,
  category: 'Neurology',
  description: '',
  key,
  value,
  abbreviation: '',
  communities: [],
  icon: '',
});

const OPTIONS = [option('mig', 'Migraine'), option('ast', 'Asthma'), option('arth', 'Arthritis')];

function renderField() {
  render(
    <Form onSubmit={() => undefined}>
      {() => (
        <form>
          <ConditionAutocomplete
            name="conditions"
            label="Conditions"
            placeholder="Type a condition"
            noOptionsText="No match"
            options={OPTIONS}
            idPrefix="reg"
            required={false}
            t={registrationStrings('en')}
          />
          <button type="button">Next</button>
        </form>
      )}
    </Form>,
  );
  return screen.getByRole('combobox', { name: 'Conditions' });
}

describe('the conditions combobox', () => {
  it('closes and clears the typed text after a pick, so the list never stands over Back and Next', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.type(input, 'mig');
    await user.click(screen.getByRole('option', { name: 'Migraine' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove Migraine' })).toBeInTheDocument();
  });

  it('Escape closes the list and drops the typed text', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.type(input, 'ast');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });
});
