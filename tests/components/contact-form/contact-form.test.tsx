import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completed } from '../../../src/features/screener/screener-slice';
import { homePageLoaded } from '../../../src/features/journey/journey-slice';
import { ofType, renderContactForm, seededFields } from './render-contact-form';

async function fillAdult(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email address/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone number/), '3125550100');
  await user.type(screen.getByLabelText(/^ZIP code/), '60611');
  await user.selectOptions(screen.getByLabelText('Day'), '4');
  await user.selectOptions(screen.getByLabelText('Month'), '5');
  await user.selectOptions(screen.getByLabelText('Year'), '1980');
  await user.click(screen.getByRole('checkbox', { name: /I agree that ClinicalResearch/ }));
}

describe('ContactForm widget', () => {
  it('renders the seeded adult form with labelled controls and opens the form in the slice', async () => {
    const { actions } = renderContactForm();
    expect(await screen.findByRole('heading', { name: /Tell us how to reach you/i })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByRole('group', { name: /Date of birth/ })).toBeInTheDocument();
    expect(ofType(actions, 'contactForm/contactFormOpened')).toEqual([
      {
        type: 'contactForm/contactFormOpened',
        payload: { key: 'adult-contact-form', formType: 'adult', studyKey: 'asthma-study', language: 'en' },
      },
    ]);
  });

  it('refuses an empty submit: errors tied by aria-describedby, focus on the first field in error', async () => {
    const user = userEvent.setup();
    const { actions } = renderContactForm();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await user.click(submit);
    const first = screen.getByLabelText(/^First name/);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('This is required field');
    expect(screen.getByRole('alert')).toHaveTextContent(/Please correct the \d+ fields marked above/);
    expect(
      screen.getByRole('checkbox', { name: /I agree that ClinicalResearch/ }),
    ).toHaveAccessibleDescription(/Please accept to continue/);
    expect(ofType(actions, 'contactForm/submitRequested')).toHaveLength(0);
  });

  it('validates on every change with the shared rules (regex message while typing)', async () => {
    const user = userEvent.setup();
    renderContactForm();
    const email = await screen.findByLabelText(/^Email address/);
    await user.type(email, 'ada@');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('hands valid values to the submission saga and reports email changes for the check', async () => {
    const user = userEvent.setup();
    const { actions } = renderContactForm();
    await screen.findByRole('button', { name: 'Submit' });
    await fillAdult(user);
    expect(ofType(actions, 'contactForm/emailChanged').at(-1)).toEqual({
      type: 'contactForm/emailChanged',
      payload: { email: 'ada@example.com' },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const [submitted] = ofType(actions, 'contactForm/submitRequested');
    expect(submitted?.payload).toMatchObject({
      values: {
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Email: 'ada@example.com',
        Zipcode: '60611',
        Day: '4',
        Month: '5',
        Year: '1980',
        primaryConsent: true,
        SecondaryConsentMedium: [],
      },
    });
  });

  it('shows the year options from the age bounds, newest first, and the range message', async () => {
    const user = userEvent.setup();
    renderContactForm();
    const year = await screen.findByLabelText('Year');
    const years = within(year)
      .getAllByRole('option')
      .slice(1)
      .map((option) => Number(option.getAttribute('value')));
    const thisYear = new Date().getFullYear();
    expect(years[0]).toBe(thisYear - 18);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(within(screen.getByLabelText('Day')).getAllByRole('option')).toHaveLength(32);
    // 31 February is not a date: the configured range message.
    await user.selectOptions(screen.getByLabelText('Day'), '31');
    await user.selectOptions(screen.getByLabelText('Month'), '2');
    await user.selectOptions(year, String(thisYear - 30));
    expect(screen.getByRole('group', { name: /Date of birth/ })).toHaveAccessibleDescription(/.+/);
  });

  it('prefills zip and date of birth from the screener; the read-only DOB cannot be changed', async () => {
    renderContactForm({
      before: (store) =>
        store.dispatch(
          completed({
            pSec: 'P-1',
            zipCode: '10001',
            d: '04',
            m: '05',
            y: '1980',
            lastQuestion: 'q',
            screenerID: 's',
            screenerResponseID: 'r',
          } as never),
        ),
    });
    expect(await screen.findByLabelText(/^ZIP code/)).toHaveValue('10001');
    expect(screen.getByLabelText('Day')).toHaveValue('4');
    expect(screen.getByLabelText('Year')).toHaveValue('1980');
    expect(screen.getByLabelText('Year')).toBeDisabled();
  });

  it('fills city and state from the bundled zip table when no maps key is configured', async () => {
    const user = userEvent.setup();
    renderContactForm();
    const zip = await screen.findByLabelText(/^ZIP code/);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Illinois' })).toBeInTheDocument());
    await user.type(zip, '60611');
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('Chicago'));
    expect(screen.getByLabelText(/^State/)).toHaveValue('IL');
  });

  it('the city follows the zip: a new zip whose city the table lacks clears the filled city', async () => {
    const user = userEvent.setup();
    renderContactForm();
    const zip = await screen.findByLabelText(/^ZIP code/);
    await waitFor(() => expect(screen.getByRole('option', { name: 'New York' })).toBeInTheDocument());
    await user.type(zip, '60611');
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('Chicago'));
    await user.clear(zip);
    // Kingston, NY: the bundled table knows its state, not its city.
    await user.type(zip, '12401');
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toHaveValue('NY'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('');
    // What the person typed is theirs: a later zip never overwrites it.
    await user.type(screen.getByLabelText(/^City/), 'Kingston');
    await user.clear(zip);
    await user.type(zip, '60611');
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toHaveValue('IL'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Kingston');
  });

  it('caregiver form: reports identity changes with validity for the participant check', async () => {
    const user = userEvent.setup();
    const { actions } = renderContactForm({ type: 'caregiver' });
    await user.type(await screen.findByLabelText(/^Your email/), 'carer@example.com');
    await user.type(screen.getByLabelText(/^Participant's first name|^Participant first name/), 'Tom');
    await user.type(screen.getByLabelText(/^Participant's last name|^Participant last name/), 'Lee');
    expect(ofType(actions, 'contactForm/identityChanged').at(-1)?.payload).toMatchObject({ valid: false });
    await user.selectOptions(screen.getByLabelText('Day'), '4');
    await user.selectOptions(screen.getByLabelText('Month'), '5');
    await user.selectOptions(screen.getByLabelText('Year'), '1950');
    expect(ofType(actions, 'contactForm/identityChanged').at(-1)?.payload).toEqual({
      email: 'carer@example.com',
      firstName: 'Tom',
      lastName: 'Lee',
      day: '4',
      month: '5',
      year: '1950',
      valid: true,
    });
  });

  it('shows the call-centre number from ?pn when it fits the configured length', async () => {
    renderContactForm({ path: '/asthma-study/contact-info/adult?pn=3125550199' });
    expect(await screen.findByText(/^Questions\? Call us at/)).toHaveTextContent(
      'Questions? Call us at (312) 555-0199.',
    );
    expect(screen.getByRole('link', { name: '(312) 555-0199' })).toHaveAttribute('href', 'tel:+13125550199');
  });

  it("shows the landing page's call-centre number, kept by the journey, when the URL has no ?pn", async () => {
    const { store } = renderContactForm();
    act(
      () =>
        void store.dispatch(
          homePageLoaded({ study: null, path: '/asthma-study', language: 'en', query: { pn: '3125550199' } }),
        ),
    );
    expect(await screen.findByText(/^Questions\? Call us at/)).toHaveTextContent(
      'Questions? Call us at (312) 555-0199.',
    );
  });

  it('keeps what is typed in the drafts slice 500 ms after the last change', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { store } = renderContactForm();
      await user.type(await screen.findByLabelText(/^First name/), 'Ada');
      act(() => jest.advanceTimersByTime(600));
      expect(
        store.getState().drafts.byKey['contact-form:asthma-study:adult-contact-form']?.values,
      ).toMatchObject({
        FirstName: 'Ada',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders nothing for fields that are not a contact form', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderContactForm({ fields: { nonsense: true } as never });
    expect(container.querySelector('form')).toBeNull();
    warn.mockRestore();
  });

  it('leaves modal texts empty by default (the built-in fallbacks apply)', () => {
    expect(seededFields('adult').emailSentModal).toEqual({});
  });
});
