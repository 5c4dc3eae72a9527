import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResumeLater from '../../../src/features/journey/components/resume-later';
import { started } from '../../../src/features/journey/journey-slice';
import { resumeLinkRequestChanged } from '../../../src/features/journey/journey-ui-slice';
import { renderWidget } from '../widgets/render-widget';

/** The warnings a widget logged about fields it cannot read. */
const invalidFieldLogs = (warn: jest.SpyInstance, name: string) =>
  warn.mock.calls.filter((args) => args[0] === `[content] Invalid fields for ${name}`);

const fields = {
  title: 'Not ready to finish now?',
  description: 'We can email you a private link.',
  buttonText: 'Email me a link to continue later',
};

function renderWithJourney(path = '/asthma-study/participant-type', given: object = fields) {
  const view = renderWidget(<ResumeLater fields={given} position={1} />, path);
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
  return view;
}

describe('ResumeLater', () => {
  it('validates the email, then asks for the link and confirms it was sent', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderWithJourney();
    expect(screen.getByRole('heading', { name: 'Not ready to finish now?' })).toBeInTheDocument();
    const input = screen.getByLabelText('Email address');
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Email me a link to continue later' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(actions.some((a) => a.type === 'journeyUi/resumeLinkRequested')).toBe(false);
    await user.clear(input);
    await user.type(input, 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a link to continue later' }));
    expect(actions).toContainEqual({
      type: 'journeyUi/resumeLinkRequested',
      payload: { email: 'ana@example.org' },
    });
    act(() => {
      store.dispatch(resumeLinkRequestChanged({ status: 'sent' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('We have sent you a link.');
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it('says when the request waits for the connection, and in Spanish', () => {
    const { store } = renderWithJourney('/es/asthma-study/participant-type');
    act(() => {
      store.dispatch(resumeLinkRequestChanged({ status: 'queued' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/No tiene conexión/);
  });

  it('placed on any step with empty fields, it speaks with the built-in texts in English and Spanish', () => {
    const english = renderWithJourney('/asthma-study/contact-info/adult', {});
    expect(screen.getByRole('heading', { name: 'Not ready to finish now?' })).toBeInTheDocument();
    expect(screen.getByText(/Answers you have not sent yet stay on this device only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a link to continue later' })).toBeInTheDocument();
    english.unmount();
    renderWithJourney('/es/asthma-study/adult', {});
    expect(screen.getByRole('heading', { name: '¿No puede terminar ahora?' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Envíenme un enlace para continuar más tarde' }),
    ).toBeInTheDocument();
  });

  it('without a journey it explains instead of showing a form', () => {
    renderWidget(<ResumeLater fields={fields} position={1} />, '/asthma-study/participant-type');
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.getByText(/Open the study page first/)).toBeInTheDocument();
  });

  it('checks its own fields: unreadable ones render nothing, logged once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = renderWidget(<ResumeLater fields={{ ...fields, buttonText: '' }} position={1} />);
    const second = renderWidget(<ResumeLater fields={{ title: 'Not ready?', buttonText: 7 }} position={1} />);
    expect(first.container.querySelector('.resume-later')).toBeNull();
    expect(second.container.querySelector('.resume-later')).toBeNull();
    expect(screen.queryByTestId('resume-later')).toBeNull();
    // Nothing of the form runs: it does not reset the request status either.
    expect(first.actions.some((a) => a.type === 'journeyUi/resumeLinkRequestChanged')).toBe(false);
    expect(invalidFieldLogs(warn, 'ResumeLater')).toHaveLength(1);
    warn.mockRestore();
  });
});
