import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResumeLater from '../../../src/features/journey/components/resume-later';
import ParticipantTypeQuestion from '../../../src/features/journey/components/participant-type-question';
import { started } from '../../../src/features/journey/journey-slice';
import { siteSettingsReceived } from '../../../src/features/site-settings/site-settings-slice';
import { staffPinRejected } from '../../../src/features/kiosk/kiosk-slice';
import KioskStaffPage from '../../../src/features/kiosk/pages/kiosk-staff-page';
import MyProfile from '../../../src/features/profile/components/my-profile';
import { CONSENT_PREFILL_MS } from '../../../src/features/profile/components/profile-form';
import RegistrationStart from '../../../src/features/registration/components/registration-start';
import RegistrationWizard from '../../../src/features/registration/components/registration-wizard';
import { ChangeEmailDialog } from '../../../src/features/registration/components/thank-you/change-email-dialog';
import { registrationStrings } from '../../../src/features/registration/registration-strings';
import { signedOut } from '../../../src/features/session/session-slice';
import { ZipSearch } from '../../../src/features/site-selection/components/zip-search';
import { siteSelectionStrings } from '../../../src/features/site-selection/site-selection-strings';
import { ZipSearchForm } from '../../../src/features/study-location/components/zip-search-form';
import CommonUnsubscribe from '../../../src/features/subscriptions/components/common-unsubscribe';
import {
  resubscribeFailed,
  unsubscribeSucceeded,
} from '../../../src/features/subscriptions/subscriptions-slice';
import { SupportRequestForm } from '../../../src/features/support/components/support-request-form';
import { supportStrings } from '../../../src/features/support/support-strings';
import HeroSearchForm from '../../../src/features/trials/components/hero-search-form';
import { demoComponentFields, demoPage } from '../../support/demo-content';
import { myProfileFieldsSchema } from '../../../src/shared/content-model/profile-fields';
import { registrationThankYouFieldsSchema } from '../../../src/shared/content-model/registration-fields';
import { supportRequestFieldsSchema } from '../../../src/shared/content-model/support-fields';
import { profileFixture } from '../../unit/profile/profile-fixture';
import { siteSettings } from '../app/fixtures';
import { renderContactForm } from '../contact-form/render-contact-form';
import { renderProfileWidget } from '../profile/render-profile';
import { renderRegistration } from '../registration/render-registration';
import { seededFields, seededWizardFields, startedUpTo } from '../registration/wizard-fixtures';
import { renderSession } from '../session/render-session';
import { renderTrials } from '../trials/render-trials';
import { renderWidget } from '../widgets/render-widget';
import { Provider } from 'react-redux';
import { appStore } from '../app/app-store';
import { MemoryRouter } from 'react-router-dom';
import { stubBrowserScrolling } from '../app/render-app';

/*
 * "Forms announce errors", for every form of the app: after a refused submit
 * each control in error has aria-invalid="true" and an aria-describedby naming the element that
 * shows its message; the message or a summary is in a live region (role=alert / aria-live); the
 * focus is on the first control in error. Radio and checkbox groups are fieldsets with a legend
 * (or a labelled radiogroup).
 */

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The checks of a refused submit, inside `root`. */
function expectAnnouncedRefusal(root: HTMLElement, announced: RegExp) {
  const invalid = Array.from(root.querySelectorAll<HTMLElement>('[aria-invalid="true"]'));
  expect(invalid.length).toBeGreaterThan(0);
  for (const control of invalid) {
    const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const messages = ids.map((id) => document.getElementById(id)).filter((node) => text(node) !== '');
    // Each control in error names an element that shows a message (not just any id).
    expect(`${control.id}: ${messages.map(text).join(' | ')}`).toMatch(/: \S/);
  }
  // The first control in error has the focus, and a live region carries the announcement.
  expect(document.activeElement).toBe(invalid[0]);
  const live = Array.from(document.querySelectorAll('[role="alert"], [aria-live]')).map(text);
  expect(live.join(' | ')).toMatch(announced);
}

/** Every radio (and every checkbox sharing a name with another) sits in a labelled group. */
function expectLabelledGroups(root: HTMLElement) {
  const inputs = Array.from(
    root.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]'),
  );
  const grouped = inputs.filter(
    (input) =>
      input.type === 'radio' ||
      (input.name !== '' && inputs.filter((other) => other.name === input.name).length > 1),
  );
  expect(grouped.length).toBeGreaterThan(0);
  for (const input of grouped) {
    const group = input.closest('fieldset, [role="radiogroup"], [role="group"]');
    expect(group).not.toBeNull();
    const legend = group?.tagName === 'FIELDSET' ? group.querySelector(':scope > legend') : null;
    const label =
      text(legend) ||
      group?.getAttribute('aria-label') ||
      text(document.getElementById(group?.getAttribute('aria-labelledby') ?? ''));
    expect(`${input.name}: ${label ?? ''}`).toMatch(/: \S/);
  }
}

describe('the contact form', () => {
  it('refused: every field in error described, the summary announced, focus on the first field', async () => {
    const user = userEvent.setup();
    renderContactForm();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    const form = submit.closest('form')!;
    expectAnnouncedRefusal(form, /Please correct the \d+ fields marked above/);
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    expectLabelledGroups(form);
  });
});

describe('the profile form', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refused: the emptied field described and focused, the summary announced', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fields = myProfileFieldsSchema.parse(demoPage('/manage-my-profile').components[0]!.fields);
    renderProfileWidget(<MyProfile fields={fields} position={0} />, {
      session: 'signedIn',
      profile: profileFixture(),
    });
    await act(() => jest.advanceTimersByTimeAsync(CONSENT_PREFILL_MS));
    const firstName = screen.getByRole('textbox', { name: /^First name/ });
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expectAnnouncedRefusal(firstName.closest('form')!, /Please correct the 1 field marked above/);
    expect(firstName).toHaveFocus();
  });
});

/** The support form's fields ask the kiosk state whether the browser may remember them. */
const kioskStore = () => appStore().store;

describe('the support form', () => {
  it('refused: four fields described, focus on Name, the summary announced', async () => {
    const user = userEvent.setup();
    const fields = supportRequestFieldsSchema.parse(demoPage('/support/technical').components[0]!.fields);
    const onSubmit = jest.fn();
    render(
      <Provider store={kioskStore()}>
        <SupportRequestForm fields={fields} t={supportStrings('en')} sending={false} onSubmit={onSubmit} />
      </Provider>,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    const form = submit.closest('form')!;
    expectAnnouncedRefusal(form, /Please correct the 4 fields marked above/);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please enter your name.',
    );
    expect(screen.getByRole('combobox', { name: 'Issue' })).toHaveAccessibleDescription(
      'Please choose an issue.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    // Corrected, the summary counts what is left.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the 3 fields marked above.');
  });

  it('speaks Spanish on a Spanish page', async () => {
    const user = userEvent.setup();
    const fields = supportRequestFieldsSchema.parse(demoPage('/support/technical').components[0]!.fields);
    render(
      <Provider store={kioskStore()}>
        <SupportRequestForm
          fields={fields}
          t={supportStrings('es')}
          sending={false}
          onSubmit={jest.fn()}
          language="es"
        />
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Corrija los 4 campos marcados arriba.');
  });
});

describe('the unsubscribe page', () => {
  const TOKEN = 'u'.repeat(43);
  const fields = {
    heading: 'Leave our list',
    texts: ['Press the button to stop our emails.'],
    emailRequired: true,
    emailRequiredMessage: 'Email please',
    consentRequired: true,
    consentRequiredMessage: 'Tick the box',
  };

  it('a refused resubscribe: both fields described, focus on the email, the summary announced', async () => {
    const user = userEvent.setup();
    const view = renderWidget(
      <CommonUnsubscribe fields={fields} position={0} />,
      `/unsubscribe?uToken=${TOKEN}`,
    );
    act(() => void view.store.dispatch(unsubscribeSucceeded()));
    const button = screen.getByRole('button', { name: 'Resubscribe' });
    button.focus();
    await user.keyboard('{Enter}');
    expectAnnouncedRefusal(button.closest('form')!, /Please correct the 2 fields marked above/);
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Email please');
  });

  it("the server's refusal is announced and takes the focus to the email", async () => {
    const user = userEvent.setup();
    const view = renderWidget(
      <CommonUnsubscribe fields={fields} position={0} />,
      `/unsubscribe?uToken=${TOKEN}`,
    );
    act(() => void view.store.dispatch(unsubscribeSucceeded()));
    await user.type(screen.getByLabelText('Email address'), 'someone@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Resubscribe' }));
    act(() => void view.store.dispatch(resubscribeFailed()));
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert').map(text)).toContain('Please correct the 1 field marked above.');
  });
});

describe('the registration', () => {
  it('a refused start: the email focused, both messages described and announced', async () => {
    const user = userEvent.setup();
    const view = await renderRegistration(
      <RegistrationStart fields={demoComponentFields('RegistrationStart')} position={3} />,
      { entries: ['/'], prepare: (store) => store.dispatch(signedOut()) },
    );
    const start = screen.getByRole('button', { name: 'Get started' });
    start.focus();
    await user.keyboard('{Enter}');
    expectAnnouncedRefusal(view.container, /Please enter your email address/);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(screen.getAllByRole('alert').map(text).join(' ')).toMatch(/agree|consent/i);
  });

  it('a wizard field left in error is described and announced; its radio groups have legends', async () => {
    const user = userEvent.setup();
    const view = await renderRegistration(
      <RegistrationWizard fields={seededWizardFields('about-you')} position={0} />,
      {
        entries: ['/register/about-you'],
        prepare: startedUpTo('about-you'),
      },
    );
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.click(firstName);
    await user.tab(); // left empty: its message shows, as an alert
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(/\S/);
    expect(screen.getByRole('alert')).toHaveTextContent(
      text(document.getElementById(firstName.getAttribute('aria-describedby')!)),
    );
    expectLabelledGroups(view.container);
    expect(screen.getByRole('radiogroup', { name: /Gender|Sex/i })).toBeInTheDocument();
  });

  it.each(['patient-enquiries', 'location'] as const)(
    'the %s step groups its choices under a legend',
    async (step) => {
      const view = await renderRegistration(
        <RegistrationWizard fields={seededWizardFields(step)} position={0} />,
        {
          entries: [`/register/${step}`],
          prepare: startedUpTo(step),
          reads: {},
        },
      );
      expectLabelledGroups(view.container);
    },
  );

  it('the change-email dialog: a refused address is described, announced and focused', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(
      <ChangeEmailDialog
        fields={registrationThankYouFieldsSchema.parse(seededFields('/thank-you'))}
        currentEmail="ana@example.com"
        status="idle"
        onSave={onSave}
        onEdit={jest.fn()}
        onClose={jest.fn()}
        t={registrationStrings('en')}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'New email address' });
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Update email' }));
    expectAnnouncedRefusal(screen.getByRole('dialog'), /Please enter a valid email address/);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the search and zip forms', () => {
  it('the hero search: a bad zip is announced and focused, a missing condition focuses the condition', async () => {
    const user = userEvent.setup();
    renderTrials(<HeroSearchForm fields={{}} position={0} />, '/');
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    await user.type(zip, '123');
    const search = screen.getByRole('button', { name: 'Search' });
    search.focus();
    await user.keyboard('{Enter}');
    expectAnnouncedRefusal(search.closest('form')!, /Please enter a valid 5-digit zip code/);
    expect(zip).toHaveFocus();
  });

  it('a required condition left empty is the first field in error', async () => {
    const user = userEvent.setup();
    renderTrials(
      <HeroSearchForm
        fields={{ isCOIRequired: true, coiRequiredErrorMessage: 'Pick a condition.' }}
        position={0}
      />,
      '/',
    );
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '60611');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const condition = screen.getByRole('combobox', { name: 'Condition of interest' });
    expectAnnouncedRefusal(condition.closest('form')!, /Pick a condition\./);
    expect(condition).toHaveFocus();
  });

  it('the site-selection zip search: refused, announced, focused', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<ZipSearch t={siteSelectionStrings('en')} initialZip="" disabled={false} onSearch={onSearch} />);
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.type(zip, '554');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expectAnnouncedRefusal(zip.closest('form')!, /valid 5-digit ZIP code/);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('the study-location zip search: refused, announced, focused', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(
      <ZipSearchForm
        texts={{
          label: 'Your ZIP code',
          placeholder: '',
          button: 'Search',
          requiredMessage: 'This field is required.',
          invalidMessage: 'Five digits, please.',
        }}
        onSearch={onSearch}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expectAnnouncedRefusal(screen.getByRole('textbox').closest('form')!, /This field is required\./);
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('the journey forms', () => {
  it('the participant-type question is a radio group under a legend', () => {
    const view = renderWidget(
      <ParticipantTypeQuestion
        fields={{
          title: 'Who are you answering these questions for?',
          nextText: 'Next',
          options: [
            { value: 'adult', label: 'Myself', link: '/a' },
            { value: 'caregiver', label: 'An adult I care for', link: '/c' },
          ],
        }}
        position={0}
      />,
      '/asthma-study/participant-type',
    );
    expectLabelledGroups(view.container);
    expect(
      screen.getByRole('group', { name: 'Who are you answering these questions for?' }),
    ).toBeInTheDocument();
  });

  it('continue later: a refused address is described, announced and focused', async () => {
    const user = userEvent.setup();
    const view = renderWidget(
      <ResumeLater fields={{ title: 'Later?', buttonText: 'Email me a link' }} position={1} />,
      '/asthma-study/participant-type',
    );
    act(() => {
      view.store.dispatch(
        started({
          guestRef: 'g',
          enrollmentId: 'e',
          study: { key: 'asthma-study', tenantKey: 't', journeyType: '02' },
          startedAt: '2025-01-01T00:00:00.000Z',
        }),
      );
    });
    await user.type(screen.getByLabelText('Email address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expectAnnouncedRefusal(view.container, /name@example\.com/);
  });
});

describe('the kiosk staff PIN', () => {
  it('a wrong PIN marks the field, described by the announced message, with the focus back on it', async () => {
    const user = userEvent.setup();
    const { store } = appStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/kiosk']}>
          <KioskStaffPage />
        </MemoryRouter>
      </Provider>,
    );
    const verifier = { salt: 'c2FsdHNhbHQ=', iterations: 10_000, hash: 'aGFzaGhhc2hoYXNoaGFzaA==' };
    act(() => void store.dispatch(siteSettingsReceived({ ...siteSettings('en'), kioskStaffPin: verifier })));
    const pin = screen.getByLabelText('Staff PIN');
    await user.type(pin, '123456');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    act(() => void store.dispatch(staffPinRejected({ attemptsLeft: 3, lockedUntil: null })));
    expectAnnouncedRefusal(pin.closest('form')!, /3 tries left/);
  });
});

describe('the profile modal', () => {
  beforeEach(() => stubBrowserScrolling());

  it('a refused address is described, announced and focused', async () => {
    const user = userEvent.setup();
    await renderSession();
    await user.click(await screen.findByRole('button', { name: 'My Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go to your profile' });
    const submit = within(dialog).getByRole('button', { name: 'Continue' });
    submit.focus();
    await user.keyboard('{Enter}');
    expectAnnouncedRefusal(dialog, /valid email address/);
  });
});
