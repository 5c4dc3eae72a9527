import { useWidgetFields } from '../../../content/widget-fields';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectRehydrated } from '../../../app/persist';
import { scrollToAnchor } from '../../../components/scroll-to-anchor';
import { splitLocale } from '../../../lib/locale';
import { registrationStartFieldsSchema } from '../../../shared/content-model/registration-start-fields';
import { REGISTRATION_ANCHOR } from '../../../shared/domain/registration/wizard-steps';
import { selectSessionStatus } from '../../session/session-slice';
import { registrationAnchorRequested, selectRegistration } from '../registration-slice';
import { registrationStartStrings } from '../registration-start-strings';
import { StartForm } from './start/start-form';
import '../registration.css';

/**
 * "/#cr-registration": a page opened at the anchor asks for the scroll (the saga waits 100 ms);
 * this section performs it whenever it is due.
 */
function useAnchorScroll(visible: boolean, hash: string, locationKey: string) {
  const dispatch = useAppDispatch();
  const { scrollRequest } = useAppSelector(selectRegistration);
  // Requests made before this section was on the page were for another visit.
  const performed = useRef(scrollRequest);
  useEffect(() => {
    if (visible && hash === `#${REGISTRATION_ANCHOR}`) dispatch(registrationAnchorRequested());
  }, [dispatch, visible, hash, locationKey]);
  useEffect(() => {
    if (!visible || scrollRequest === performed.current) return;
    performed.current = scrollRequest;
    scrollToAnchor(REGISTRATION_ANCHOR);
  }, [visible, scrollRequest]);
}

/**
 * The registration start: email, consent and Get started. Shown only to a signed-out visitor (not while the
 * session is still being checked), never inside an iframe (loadType=iframe), and once the app is ready.
 */
export default function RegistrationStart({ fields: raw }: { fields: unknown; position: number }) {
  const fields = useWidgetFields(registrationStartFieldsSchema, raw, 'RegistrationStart', () =>
    registrationStartFieldsSchema.parse({}),
  );
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  const status = useAppSelector(selectSessionStatus);
  const ready = useAppSelector(selectRehydrated);
  const inFrame = new URLSearchParams(location.search).get('loadType') === 'iframe';
  const visible = ready && status === 'signedOut' && !inFrame;
  useAnchorScroll(visible, location.hash, location.key);
  if (!visible) return null;
  const t = registrationStartStrings(locale);
  return (
    <section
      id={REGISTRATION_ANCHOR}
      className="registration registration-start"
      aria-labelledby={`${REGISTRATION_ANCHOR}-title`}
    >
      <h2 id={`${REGISTRATION_ANCHOR}-title`} className="registration__title">
        {fields.title || t.startTitle}
      </h2>
      {fields.description ? <p className="registration__subtitle">{fields.description}</p> : null}
      <StartForm fields={fields} language={locale} search={location.search} t={t} />
    </section>
  );
}
