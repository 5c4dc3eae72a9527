import { useWidgetFields } from '../../../content/widget-fields';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useApiQuery } from '../../../app/use-api-query';
import { useSiteSettings } from '../../../app/use-site-settings';
import { splitLocale } from '../../../lib/locale';
import type { Language } from '../../../shared/content-model/language';
import { getLayout } from '../../../shared/contracts/content';
import { contentPathOf, layoutAnswerKey } from '../../../shared/contracts/initial-answers';
import { callCentreConfig, callCentreNumber } from '../../../shared/domain/contact-form/call-centre-number';
import { isMinorPath } from '../../../shared/domain/contact-form/contact-path';
import { contactFormClosed, contactFormOpened } from '../contact-form-slice';
import { profileRequested } from '../../profile/profile-slice';
import { selectIsSignedIn } from '../../session/session-slice';
import { contactFormStrings } from '../../../components/form/contact-form-strings';
import {
  contactFormWidgetFieldsSchema,
  type ContactFormWidgetFields,
} from '../../../shared/content-model/contact-form-widget-fields';
import { ContactFormView } from './contact-form-view';
import type { WidgetProps } from './widget-props';
import '../../../components/form/contact-form.css';

/**
 * The contact-info form: the ContactForm content component. The page's layout answer (already held by the
 * content page, same query key) gives the study and its journey type; the site settings give the maps key. It
 * tells the contact-form slice which form is open (the sagas run the participant check and the submission)
 * and renders the form, the submission status and the modals.
 */
export default function ContactFormWidget({ fields }: WidgetProps<ContactFormWidgetFields>) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { locale, path: rawPath } = splitLocale(location.pathname);
  const language: Language = locale;
  const path = contentPathOf(rawPath);
  const parsed = useWidgetFields(contactFormWidgetFieldsSchema, fields, 'ContactForm');
  const layout = useApiQuery(getLayout, { query: { path, language } }, layoutAnswerKey(language, path));
  const settings = useSiteSettings(language);
  const study = layout.status === 'success' ? layout.data.study : null;
  const form = parsed?.form ?? null;
  const studyKey = study?.key ?? '';

  useEffect(() => {
    if (!form || !studyKey) return;
    dispatch(contactFormOpened({ key: form.key, formType: form.formType, studyKey, language }));
  }, [dispatch, form, studyKey, language]);
  useEffect(() => () => void dispatch(contactFormClosed()), [dispatch]);
  // A signed-in member's profile prefills the form (the spec's "Profile (for prefill)").
  const signedIn = useAppSelector(selectIsSignedIn);
  const keptPn = useAppSelector((state) => state.journey.callCentrePn);
  useEffect(() => {
    if (signedIn) dispatch(profileRequested({ reason: 'contactForm' }));
  }, [dispatch, signedIn]);

  if (!parsed || !form || layout.status !== 'success' || !study) return null;
  // The landing page's number, kept by the journey, when this page's URL has none.
  const pn = new URLSearchParams(location.search).get('pn') ?? keptPn ?? null;
  const callCentre = callCentreNumber(pn, callCentreConfig(form, study));
  return (
    <ContactFormView
      fields={parsed}
      t={contactFormStrings(language)}
      language={language}
      studyKey={study.key}
      journeyType={study.journeyType}
      minorPath={isMinorPath(path)}
      callCentre={callCentre}
      mapsApiKey={settings.status === 'ready' ? settings.data.mapsApiKey : undefined}
    />
  );
}
