import { act, render, screen } from '@testing-library/react';
import { SERVER_PROBLEM_TEXT } from '../../../src/components/pending-strings';
import { contactFormStrings } from '../../../src/components/form/contact-form-strings';
import { SubmitStatus } from '../../../src/features/contact-form/components/submit-status';
import { submitPhaseChanged } from '../../../src/features/contact-form/contact-form-slice';
import ResumeLater from '../../../src/features/journey/components/resume-later';
import { started } from '../../../src/features/journey/journey-slice';
import { resumeLinkRequestChanged } from '../../../src/features/journey/journey-ui-slice';
import { SaveStatus } from '../../../src/features/profile/components/save-status';
import { profileStrings } from '../../../src/features/profile/profile-strings';
import { ThankYouMessage } from '../../../src/features/registration/components/thank-you/thank-you-message';
import { registrationStrings } from '../../../src/features/registration/registration-strings';
import { statusText } from '../../../src/features/site-selection/components/site-selection-view';
import {
  initialSiteSelectionState,
  type SiteSelectionState,
} from '../../../src/features/site-selection/site-selection-slice';
import { siteSelectionStrings } from '../../../src/features/site-selection/site-selection-strings';
import type { MyProfileFields } from '../../../src/shared/content-model/profile-fields';
import type { RegistrationThankYouFields } from '../../../src/shared/content-model/registration-fields';
import { renderWidget } from '../widgets/render-widget';

/*
 * A write that waits because the server answered with errors (the device online) is never
 * called "offline": every flow shows the one server-problem text, in the page language, and
 * keeps its own offline text for when no answer came.
 */

const OFFLINE = /offline|sin conexión|No tiene conexión/i;

describe('the server-problem text of a waiting write, in every flow', () => {
  it('contact form: saved-offline because of server errors says the server had a problem', () => {
    const { store } = renderWidget(<SubmitStatus t={contactFormStrings('en')} />);
    act(() => {
      store.dispatch(submitPhaseChanged({ phase: 'saved-offline', because: 'server' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(SERVER_PROBLEM_TEXT.en);
    expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE);
    act(() => {
      store.dispatch(submitPhaseChanged({ phase: 'saved-offline', because: 'offline' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(contactFormStrings('en').savedOffline);
  });

  it('contact form, in Spanish', () => {
    const { store } = renderWidget(<SubmitStatus t={contactFormStrings('es')} />, '/es/migraine-study');
    act(() => {
      store.dispatch(submitPhaseChanged({ phase: 'saved-offline', because: 'server' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(SERVER_PROBLEM_TEXT.es);
    expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE);
  });

  it('site selection: the status line says the server had a problem, or offline when no answer came', () => {
    const waiting: SiteSelectionState = { ...initialSiteSelectionState, phase: 'saved-offline' };
    for (const language of ['en', 'es'] as const) {
      const t = siteSelectionStrings(language);
      expect(statusText({ ...waiting, because: 'server' }, t)).toBe(SERVER_PROBLEM_TEXT[language]);
      expect(statusText(waiting, t)).toBe(t.savedOffline);
    }
  });

  it('profile: a queued save says the server had a problem, even when content has its own queued text', () => {
    const fields = { queuedText: 'You are offline (from content).' } as MyProfileFields;
    const { rerender } = render(
      <SaveStatus
        status="queued"
        because="server"
        fields={fields}
        t={profileStrings('es')}
        linkedMessage=""
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(SERVER_PROBLEM_TEXT.es);
    expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE);
    rerender(<SaveStatus status="queued" fields={fields} t={profileStrings('en')} linkedMessage="" />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline (from content).');
  });

  it('registration: the thank-you page says the server had a problem instead of the offline notice', () => {
    const fields = { offlineText: 'You are offline (from content).' } as RegistrationThankYouFields;
    const t = registrationStrings('en');
    renderWidget(<ThankYouMessage fields={fields} submit="queued" because="server" kind="thankYou" t={t} />);
    expect(screen.getByRole('status')).toHaveTextContent(SERVER_PROBLEM_TEXT.en);
    expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE);
  });

  it('registration: still says offline when no answer came', () => {
    const fields = {} as RegistrationThankYouFields;
    const t = registrationStrings('es');
    renderWidget(<ThankYouMessage fields={fields} submit="queued" because="offline" kind="thankYou" t={t} />);
    expect(screen.getByRole('status')).toHaveTextContent(t.savedOffline);
  });

  it('resume link: a request the server answered with errors says so, in Spanish too', () => {
    for (const path of ['/asthma-study/participant-type', '/es/asthma-study/participant-type']) {
      const view = renderWidget(<ResumeLater fields={{}} position={1} />, path);
      act(() => {
        view.store.dispatch(
          started({
            guestRef: 'g',
            enrollmentId: 'e',
            study: { key: 'asthma-study', tenantKey: 't', journeyType: '02' },
            startedAt: '2025-01-01T00:00:00.000Z',
          }),
        );
        view.store.dispatch(resumeLinkRequestChanged({ status: 'queued', because: 'server' }));
      });
      const language = path.startsWith('/es') ? 'es' : 'en';
      expect(screen.getByRole('status')).toHaveTextContent(SERVER_PROBLEM_TEXT[language]);
      expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE);
      view.unmount();
    }
  });
});
