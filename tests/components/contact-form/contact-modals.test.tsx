import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modalShown, submitPhaseChanged } from '../../../src/features/contact-form/contact-form-slice';
import { withHours } from '../../../src/features/contact-form/components/contact-modals';
import { ofType, renderContactForm, seededFields } from './render-contact-form';

describe('ContactForm modals and submission status', () => {
  it('custom-error modal: configured texts, [xHours] replaced, Close dismisses', async () => {
    const user = userEvent.setup();
    const fields = seededFields('adult', {
      customErrorModal: {
        title: 'Already received',
        description: 'Try again in [xHours] hours.',
        closeText: 'OK',
      },
    });
    const { store, actions } = renderContactForm({ fields });
    await screen.findByRole('button', { name: 'Submit' });
    act(() => void store.dispatch(modalShown({ kind: 'custom-error', hours: '24' })));
    const dialog = screen.getByRole('dialog', { name: 'Already received' });
    expect(dialog).toHaveTextContent('Try again in 24 hours.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(ofType(actions, 'contactForm/modalDismissed')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('patient-exists modal: confirm reports patientExistsConfirmed; built-in texts when none configured', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderContactForm();
    await screen.findByRole('button', { name: 'Submit' });
    act(() => void store.dispatch(modalShown({ kind: 'patient-exists' })));
    expect(screen.getByRole('dialog', { name: 'You are already registered' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(ofType(actions, 'contactForm/patientExistsConfirmed')).toHaveLength(1);
  });

  it('email-sent modal offers start over and done', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderContactForm();
    await screen.findByRole('button', { name: 'Submit' });
    act(() => void store.dispatch(modalShown({ kind: 'email-sent' })));
    expect(screen.getByRole('dialog', { name: 'Check your email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(ofType(actions, 'contactForm/emailSentStartOver')).toHaveLength(1);
    act(() => void store.dispatch(modalShown({ kind: 'email-sent' })));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(ofType(actions, 'contactForm/emailSentDone')).toHaveLength(1);
  });

  it('says the details are saved on this device while offline, and disables submit while one is under way', async () => {
    const { store } = renderContactForm();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    act(() => void store.dispatch(submitPhaseChanged({ phase: 'submitting' })));
    expect(submit).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending your details…');
    act(() => void store.dispatch(submitPhaseChanged({ phase: 'saved-offline' })));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Your details are saved on this device and will be sent as soon as you are back online.',
    );
    // A second press would be ignored by the pipeline: the button must not suggest otherwise.
    expect(submit).toBeDisabled();
    act(() => void store.dispatch(submitPhaseChanged({ phase: 'failed', error: 'x' })));
    expect(submit).toBeEnabled();
  });

  it('after a failure offers a retry', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderContactForm();
    await screen.findByRole('button', { name: 'Submit' });
    act(() => void store.dispatch(submitPhaseChanged({ phase: 'failed', error: 'x' })));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not send your details.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(ofType(actions, 'contactForm/retrySubmitRequested')).toHaveLength(1);
  });

  it('withHours replaces every [xHours]', () => {
    expect(withHours('[xHours] and [xHours]', '12')).toBe('12 and 12');
  });
});
