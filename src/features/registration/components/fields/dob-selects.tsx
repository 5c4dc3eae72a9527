import { useMemo } from 'react';
import { useField, useFormState } from 'react-final-form';
import type { DobConfig } from '../../../../shared/content-model/registration-fields';
import { dobYearOptions } from '../../../../shared/domain/registration/dob-rules';
import { DOB_ERROR_KEY, STEP_FIELDS } from '../../../../shared/domain/registration/step-values';
import type { RegistrationStrings } from '../../registration-strings';
import { controlIds, FieldMessage, RequiredMark } from './field-a11y';

interface Option {
  value: string;
  label: string;
}

interface DobSelectsProps {
  config: DobConfig;
  idPrefix: string;
  language: string;
  now: Date;
  t: RegistrationStrings;
}

function monthOptions(config: DobConfig, language: string): Option[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: config.monthNames[index] ?? format.format(new Date(Date.UTC(2000, index, 1))),
  }));
}

function PartSelect(props: {
  name: string;
  label: string;
  options: Option[];
  id: string;
  describedBy?: string;
  t: RegistrationStrings;
  required: boolean;
}) {
  const { name, label, options, id, describedBy, t, required } = props;
  const { input } = useField<string>(name, { subscription: { value: true } });
  return (
    <div className="registration__dob-part">
      <label htmlFor={id}>{label}</label>
      <select
        {...input}
        value={input.value ?? ''}
        id={id}
        aria-required={required || undefined}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{t.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Date of birth: Day, Month and Year selects under one legend, with one message for the three
 * (required, 'Please provide a valid day/month combination.', or the age message). It shows once
 * one of the selects was left, or after a submit attempt.
 */
export function DobSelects({ config, idPrefix, language, now, t }: DobSelectsProps) {
  const { errors, touched, submitFailed } = useFormState({
    subscription: { errors: true, touched: true, submitFailed: true },
  });
  const ids = controlIds(idPrefix, DOB_ERROR_KEY);
  const names = [STEP_FIELDS.day, STEP_FIELDS.month, STEP_FIELDS.year];
  const left = submitFailed || names.some((name) => touched?.[name]);
  const message = left ? ((errors?.[DOB_ERROR_KEY] as string | undefined) ?? null) : null;
  const describedBy = message ? ids.message : undefined;
  const days = useMemo(
    () => Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
    [],
  );
  const months = useMemo(() => monthOptions(config, language), [config, language]);
  const years = useMemo(
    () => dobYearOptions(config, now).map((year) => ({ value: year, label: year })),
    [config, now],
  );
  const required = config.required;
  const parts = [
    { name: STEP_FIELDS.day, label: config.dayLabel || t.day, options: days, id: `${ids.control}-day` },
    {
      name: STEP_FIELDS.month,
      label: config.monthLabel || t.month,
      options: months,
      id: `${ids.control}-month`,
    },
    { name: STEP_FIELDS.year, label: config.yearLabel || t.year, options: years, id: `${ids.control}-year` },
  ];
  return (
    <fieldset className="registration__group" aria-describedby={describedBy}>
      <legend className="registration__label">
        {config.label || t.dob}
        <RequiredMark required={required} />
      </legend>
      <div className="registration__dob-parts">
        {parts.map((part) => (
          <PartSelect key={part.name} {...part} describedBy={describedBy} t={t} required={required} />
        ))}
      </div>
      <FieldMessage id={ids.message} message={message} />
    </fieldset>
  );
}
