import { useWidgetFields } from '../../../content/widget-fields';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { PageSkeleton } from '../../../components/page-skeleton';
import { splitLocale } from '../../../lib/locale';
import { registrationWizardFieldsSchema } from '../../../shared/content-model/registration-fields';
import { stepNumber, WIZARD_STEP_COUNT } from '../../../shared/domain/registration/wizard-steps';
import { selectSiteSettings } from '../../site-settings/site-settings-slice';
import { registrationStrings } from '../registration-strings';
import { useRegistrationState } from './use-registration-state';
import { useWizardGuard } from './wizard/use-wizard-guard';
import { WizardForm } from './wizard/wizard-form';
import { WizardProgress } from './wizard/wizard-progress';
import '../registration.css';

/**
 * One page of the registration wizard: title, the progress indicator, the step's fields, Back and Next. The
 * page waits for the stored registration state, and sends a person without the earlier steps back to them.
 */
export default function RegistrationWizard({ fields: raw, position }: { fields: unknown; position: number }) {
  const fields = useWidgetFields(registrationWizardFieldsSchema, raw, 'RegistrationWizard');
  const { locale: language } = splitLocale(useLocation().pathname);
  const t = registrationStrings(language);
  const settings = useAppSelector(selectSiteSettings);
  const titleId = `registration-title${useId().replace(/:/g, '')}`;
  const { data, restored } = useRegistrationState();
  const allowed = useWizardGuard(fields?.step ?? 'about-you', data, restored, language);
  if (!fields) return null;
  if (!allowed) return <PageSkeleton label={t.loading} />;
  const Heading = position === 0 ? 'h1' : 'h2';
  return (
    <section className="registration registration-wizard" data-step={fields.step}>
      <Heading id={titleId} className="registration__title">
        {fields.title || t.startTitle}
      </Heading>
      {fields.subtitle ? <p className="registration__subtitle">{fields.subtitle}</p> : null}
      <WizardProgress
        current={stepNumber(fields.step)}
        total={WIZARD_STEP_COUNT}
        template={fields.progressText}
        t={t}
      />
      <WizardForm
        key={fields.step}
        fields={fields}
        data={data}
        language={language}
        t={t}
        mapsApiKey={settings?.mapsApiKey}
        labelledBy={titleId}
      />
    </section>
  );
}
