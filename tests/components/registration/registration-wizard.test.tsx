import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegistrationWizard from '../../../src/features/registration/components/registration-wizard';
import { registrationSubmitted } from '../../../src/features/registration/registration-slice';
import type { PatientDetailItem } from '../../../src/shared/domain/registration/registration-data';
import { memoryStorage } from '../app/render-app';
import { renderRegistration } from './render-registration';
import { seededWizardFields, startedUpTo } from './wizard-fixtures';

const conditions: Array<{ key: string; value: string; communities: string[] }> = [
  { key: 'migraine', value: 'Migraine', communities: ['migraine-community'] },
  { key: 'asthma', value: 'Asthma', communities: ['asthma-community'] },
  { key: 'knee-osteoarthritis', value: 'Knee osteoarthritis', communities: [] },
];
const conditionItems = conditions.map((item) => ({
  ...item,
  name: item.value,
  id: `cond-${item.key}`,
  category: 'General',
  description: '',
  abbreviation: '',
  icon: '',
}));

const reads = {
  'lists/conditions-of-interest': () => ({
    items: conditionItems,
    page: 1,
    pageSize: 300,
    total: 3,
    hasNextPage: false,
  }),
};

function renderStep(
  step: Parameters<typeof seededWizardFields>[0],
  entries: string[],
  prepared = startedUpTo(step),
) {
  return renderRegistration(<RegistrationWizard fields={seededWizardFields(step)} position={0} />, {
    entries,
    reads,
    prepare: prepared,
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });

describe('RegistrationWizard', () => {
  it('shows the progress, and enables Next only when the step is valid; then moves on with the query', async () => {
    const user = userEvent.setup();
    const view = await renderStep('about-you', ['/register/about-you?utm_source=news']);
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 5',
    );
    expect(next()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1980');
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(view.location()).toBe('/register/patient-enquiries?utm_source=news');
    const data = view.store.getState().registration.data;
    expect(data.dob).toEqual({ dob: '1980-03-09', gender: 'Female', Day: '9', Month: '3', Year: '1980' });
    expect(data.completedSteps).toEqual(['about-you']);
  });

  it('says next to the disabled Next what is still missing', async () => {
    const user = userEvent.setup();
    await renderStep('about-you', ['/register/about-you']);
    const missing = 'To continue, complete: First name, Last name, Date of birth, Gender.';
    expect(screen.getByText(missing)).toBeVisible();
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(missing);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    expect(next()).toHaveAccessibleDescription('To continue, complete: Last name, Date of birth, Gender.');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1980');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(next()).toBeEnabled();
    expect(screen.queryByText(/^To continue, complete/)).not.toBeInTheDocument();
  });

  it('keeps what was typed on a step, before Next, across a reload', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const first = await renderRegistration(
      <RegistrationWizard fields={seededWizardFields('about-you')} position={0} />,
      { entries: ['/register/about-you'], reads, prepare: startedUpTo('about-you'), storage },
    );
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    await waitFor(() => expect(JSON.stringify([...storage.map.values()])).toContain('Ana'), {
      timeout: 3000,
    });
    first.unmount();
    await renderRegistration(<RegistrationWizard fields={seededWizardFields('about-you')} position={0} />, {
      entries: ['/register/about-you'],
      reads,
      storage,
    });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('March');
  });

  it('checks a required name on blur and the day/month combination', async () => {
    const user = userEvent.setup();
    await renderStep('about-you', ['/register/about-you']);
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.click(first);
    await user.tab();
    expect(first).toHaveAccessibleDescription('Please enter your first name.');
    await user.type(first, 'Ana3');
    await user.tab();
    expect(first).toHaveAccessibleDescription(
      'Please use letters, spaces, apostrophes, periods or hyphens only.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1980');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveAccessibleDescription(
      'Please provide a valid day/month combination.',
    );
  });

  it('goes back in the browser history when the Back link is {host}', async () => {
    const user = userEvent.setup();
    const view = await renderStep('about-you', ['/somewhere?x=1', '/register/about-you?x=1']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.location()).toBe('/somewhere?x=1');
  });

  it('follows a configured Back link with the query, keeping what was ticked', async () => {
    const user = userEvent.setup();
    const view = await renderStep('patient-enquiries', ['/register/patient-enquiries?x=1']);
    await user.click(screen.getByRole('checkbox', { name: 'I am a healthy volunteer' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.location()).toBe('/register/about-you?x=1');
    const items: PatientDetailItem[] = view.store.getState().registration.data.patientDetails.items;
    expect(items.filter((item) => item.checked).map((item) => item.name)).toEqual(['healthy-volunteer']);
  });

  it('shows at most two condition tags, then +N, and is keyboard operable', async () => {
    const user = userEvent.setup();
    const view = await renderStep('conditions', ['/register/conditions']);
    const input = screen.getByRole('combobox', { name: 'Conditions of interest' });
    await user.click(input);
    await screen.findByRole('option', { name: 'Migraine' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(input, 'ast');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Asthma']);
    await user.keyboard('{Enter}');
    await user.clear(input);
    await user.click(screen.getByRole('option', { name: 'Knee osteoarthritis' }));
    const box = input.parentElement as HTMLElement;
    expect(within(box).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    expect(within(box).getByTestId('conditions-more')).toHaveTextContent('+1');
    // A click ticks and closes the list; opened again, the choice shows ticked.
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(screen.getByRole('option', { name: 'Knee osteoarthritis' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(view.location()).toBe('/register/conditions'); // Enter never submitted the step
    await user.click(next());
    const data = view.store.getState().registration.data;
    expect(data.selectedCOIList).toEqual({
      items: [{ key: 'migraine' }, { key: 'asthma' }, { key: 'knee-osteoarthritis' }],
      communities: ['migraine-community', 'asthma-community'],
    });
  });

  it('cleans a pasted ZIP code before keeping five digits (" 60611" is 60611, not 6061)', async () => {
    const user = userEvent.setup();
    await renderStep('location', ['/register/location']);
    const zip = screen.getByRole('textbox', { name: /^Zip code|^ZIP code/i });
    await user.click(zip);
    await user.paste(' 60611');
    expect(zip).toHaveValue('60611');
    await user.clear(zip);
    await user.paste('ZIP: 60611-1234');
    expect(zip).toHaveValue('60611');
  });

  it('sends a person without the earlier steps back to the first incomplete one, or to the start', async () => {
    const started = await renderStep('location', ['/register/location?x=1'], startedUpTo('about-you'));
    await waitFor(() => expect(started.location()).toBe('/register/about-you?x=1'));
    started.unmount();
    const fresh = await renderStep('location', ['/register/location?x=1'], () => undefined);
    await waitFor(() => expect(fresh.location()).toBe('/?x=1#cr-registration'));
  });

  it('submits on the last step with its consent and the query', async () => {
    const user = userEvent.setup();
    const view = await renderStep('contact-preference', ['/register/contact-preference?utm_source=news']);
    const complete = screen.getByRole('button', { name: 'Complete registration' });
    expect(complete).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
    expect(complete).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Text message (SMS)' }));
    expect(screen.getByRole('checkbox', { name: 'This is a mobile number' })).toHaveAccessibleDescription(
      'To receive text messages, please tick "This is a mobile number".',
    );
    expect(complete).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'This is a mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2125550100');
    await user.click(complete);
    const [action] = view.dispatched(registrationSubmitted.type) as Array<
      ReturnType<typeof registrationSubmitted>
    >;
    expect(action?.payload).toMatchObject({
      step: 'contact-preference',
      language: 'en',
      search: '?utm_source=news',
      mailingListId: 'cr-registry',
    });
    expect(action?.payload.data.contactPreference).toMatchObject({
      contactNumber: '2125550100',
      isMobile: true,
      agree: true,
      media: { Email: true, SMS: true },
    });
  });
});
