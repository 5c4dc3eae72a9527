import { useEffect } from 'react';
import { useApiQuery } from '../../../../app/use-api-query';
import type { GeoPoint } from '../../../../lib/maps/maps-adapter';
import type { Language } from '../../../../shared/content-model/language';
import type { RegistrationWizardFields } from '../../../../shared/content-model/registration-fields';
import {
  DEFAULT_LIST_COUNTRY,
  getConditionsOfInterest,
  type ConditionOfInterest,
} from '../../../../shared/contracts/lists';
import { STEP_FIELDS as F } from '../../../../shared/domain/registration/step-values';
import { sanitiseZipInput, ZIP_MAX_LENGTH } from '../../../../shared/domain/sites/zip-search';
import type { RegistrationStrings } from '../../registration-strings';
// The contact forms' consent group (brief: reuse it): the same groups, media and rules.
import { ConsentGroupField } from '../../../../components/form/consent-group-field';
import { ChoiceGroupField } from '../fields/choice-group-field';
import { ConditionAutocomplete } from '../fields/condition-autocomplete';
import { DobSelects } from '../fields/dob-selects';
import { IsMobileField } from '../fields/is-mobile-field';
import { TextInputField } from '../fields/text-input-field';
import { ZipGeocoder } from './zip-geocoder';

export interface StepFieldsProps {
  fields: RegistrationWizardFields;
  idPrefix: string;
  language: Language;
  now: Date;
  t: RegistrationStrings;
  mapsApiKey: string | undefined;
  /** The conditions list's communities per condition key, once it is loaded. */
  onCommunities: (byKey: Record<string, string[]>) => void;
  onLocation: (point: GeoPoint | null) => void;
}

/** A radio question of the wizard (gender, travel distance, home trials) as content configures it. */
function RadioChoice({
  which,
  fields,
  idPrefix,
  t,
}: StepFieldsProps & { which: 'gender' | 'travelDistance' | 'homeTrial' }) {
  return (
    <ChoiceGroupField
      name={F[which]}
      config={fields[which]}
      fallbackLegend={t[which]}
      idPrefix={idPrefix}
      kind="radio"
    />
  );
}

function AboutYou(props: StepFieldsProps) {
  const { fields, idPrefix, language, now, t } = props;
  return (
    <>
      {(['firstName', 'lastName'] as const).map((name) => (
        <TextInputField
          key={name}
          name={F[name]}
          config={fields[name]}
          fallbackLabel={t[name]}
          autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
          idPrefix={idPrefix}
        />
      ))}
      <DobSelects config={fields.dob} idPrefix={idPrefix} language={language} now={now} t={t} />
      <RadioChoice which="gender" {...props} />
    </>
  );
}

const NO_CONDITIONS: ConditionOfInterest[] = [];

function Conditions({ fields, idPrefix, language, t, onCommunities }: StepFieldsProps) {
  const query = { language, country: DEFAULT_LIST_COUNTRY, page: 1 };
  const list = useApiQuery(
    getConditionsOfInterest,
    { query },
    `lists/conditions-of-interest:${language}:${DEFAULT_LIST_COUNTRY}:1`,
  );
  const options = list.status === 'success' ? list.data.items : NO_CONDITIONS;
  useEffect(() => {
    onCommunities(Object.fromEntries(options.map((option) => [option.key, option.communities])));
  }, [options, onCommunities]);
  const config = fields.conditions;
  return (
    <ConditionAutocomplete
      name={F.conditions}
      label={config.label || t.conditions}
      placeholder={config.placeholder || t.conditionsPlaceholder}
      noOptionsText={config.noOptionsText || t.noOptions}
      options={options}
      required={config.required}
      idPrefix={idPrefix}
      t={t}
    />
  );
}

function Location(props: StepFieldsProps) {
  const { fields, idPrefix, language, t, mapsApiKey, onLocation } = props;
  return (
    <>
      <TextInputField
        name={F.zipcode}
        config={fields.zipcode}
        fallbackLabel={t.zipcode}
        alwaysRequired
        defaultMaxLength={ZIP_MAX_LENGTH}
        clean={sanitiseZipInput}
        inputMode="numeric"
        autoComplete="postal-code"
        idPrefix={idPrefix}
      />
      <ZipGeocoder apiKey={mapsApiKey} language={language} onLocation={onLocation} />
      <RadioChoice which="travelDistance" {...props} />
      <RadioChoice which="homeTrial" {...props} />
    </>
  );
}

function ContactPreference({ fields, idPrefix, t }: StepFieldsProps) {
  return (
    <>
      <TextInputField
        name={F.contactNumber}
        config={fields.phone}
        fallbackLabel={t.phone}
        defaultMaxLength={20}
        type="tel"
        autoComplete="tel"
        idPrefix={idPrefix}
      />
      <IsMobileField label={fields.isMobileLabel || t.isMobile} idPrefix={idPrefix} />
      {fields.consentGroups.map((group) => (
        <ConsentGroupField key={group.key} group={group} idPrefix={idPrefix} />
      ))}
    </>
  );
}

/** The fields of the step the page shows. */
export function StepFields(props: StepFieldsProps) {
  const { fields, idPrefix, t } = props;
  switch (fields.step) {
    case 'about-you':
      return <AboutYou {...props} />;
    case 'patient-enquiries':
      return (
        <ChoiceGroupField
          name={F.patientEnquiries}
          config={fields.patientEnquiries}
          fallbackLegend={t.patientEnquiries}
          idPrefix={idPrefix}
          kind="checkbox"
        />
      );
    case 'conditions':
      return <Conditions {...props} />;
    case 'location':
      return <Location {...props} />;
    case 'contact-preference':
      return <ContactPreference {...props} />;
  }
}
