import { useCallback, useMemo } from 'react';
import { useForm, useFormState } from 'react-final-form';
import type { GeoLocation, MapsAdapter, PlaceAddress } from '../../lib/maps/maps-adapter';
import type { ContactForm, FormField } from '../../shared/content-model/form';
import { valuesFromPlace } from '../../shared/domain/contact-form/address-zip-match';
import {
  addressGroupOf,
  type AddressFieldGroup,
  type ContactValues,
} from '../../shared/domain/contact-form/contact-values';
import { yearOptions } from '../../shared/domain/contact-form/dob-rules';
import { isStateFieldName, lockedFieldNames } from '../../shared/domain/contact-form/field-locks';
import { maxLengthOf } from '../../shared/domain/contact-form/field-rules';
import { isReadOnlyField } from '../../shared/domain/contact-form/prefill';
import type { RuleContext } from '../../shared/domain/contact-form/rule-context';
import type { ContactFormStrings } from './contact-form-strings';
import { stateOptionFor, ZipTableFill } from './address-assist';
import { AddressLineField } from './address-line-field';
import { CheckboxField } from './checkbox-field';
import { ChoiceGroupField } from './choice-group-field';
import { ConsentGroupField } from './consent-group-field';
import { DobField } from './dob-field';
import { GeolocationFill } from './geolocation-fill';
import { SelectField, type SelectOption } from './select-field';
import { TextField } from './text-field';

export interface LocationAssist {
  /** The Google adapter once loaded; null with the zip-table fallback. */
  adapter: MapsAdapter | null;
  /** True when the zip table fills city and state (no key or no network). */
  zipTable: boolean;
  countries: readonly string[];
  location: GeoLocation | null;
  geolocationFilled: readonly string[];
  onGeolocationFilled: (names: string[]) => void;
}

interface ContactFormBodyProps {
  form: ContactForm;
  ctx: RuleContext;
  idPrefix: string;
  t: ContactFormStrings;
  prefilled: readonly string[];
  /** Options of state dropdowns that content leaves without options (the spec's state list). */
  stateList: readonly SelectOption[];
  /** Options of a time-zone dropdown content leaves without options (the spec's time-zone list). */
  timeZones: readonly SelectOption[];
  assist: LocationAssist;
  /** The level of the form's section headings: one below the heading the form sits under. */
  sectionHeading?: 'h2' | 'h3';
}

function optionsOf(
  field: FormField,
  stateList: readonly SelectOption[],
  timeZones: readonly SelectOption[] = [],
): SelectOption[] {
  if (field.options.length > 0) return field.options;
  if (isStateFieldName(field.name)) return [...stateList];
  return field.name === 'UserTimeZone' ? [...timeZones] : [];
}

/**
 * The fields of a contact form in content order, then its consent groups. Decides per field its
 * control (by field type), whether it is read-only (prefilled + read-only, or a locked field) and the
 * address helpers it gets.
 */
export function ContactFormBody(props: ContactFormBodyProps) {
  const { form, ctx, idPrefix, t, prefilled, stateList, timeZones, assist } = props;
  const SectionHeading = props.sectionHeading ?? 'h3';
  const api = useForm();
  const { values } = useFormState<ContactValues>({ subscription: { values: true } });
  const stateOptions = useMemo(() => {
    const map: Record<string, SelectOption[] | null> = {};
    for (const field of form.fields) {
      if (isStateFieldName(field.name))
        map[field.name] = field.type === 'dropdown' ? optionsOf(field, stateList) : null;
    }
    return map;
  }, [form.fields, stateList]);
  const locked = new Set(
    lockedFieldNames(form, {
      journeyType: ctx.journeyType,
      values,
      geolocatedState: assist.location?.state ?? null,
      stateOptions: Object.values(stateOptions).flatMap((options) => (options ?? []).map((o) => o.value)),
      prefilledFields: prefilled,
      geolocationFilledFields: assist.geolocationFilled,
    }),
  );
  const present = useMemo(() => new Set(form.fields.map((field) => field.name)), [form.fields]);
  const groups = useMemo(
    () =>
      form.fields
        .map((field) => addressGroupOf(form.formType, field.name))
        .filter(
          (group, index, all): group is AddressFieldGroup => group !== null && all.indexOf(group) === index,
        )
        .filter((group) => present.has(group.zip)),
    [form.fields, form.formType, present],
  );
  const years = useMemo(() => yearOptions(form, ctx), [form, ctx]);
  const firstGroup = groups[0] ?? null;
  const geolocatedStateValue = useCallback(
    (code: string) => (firstGroup ? stateOptionFor(code, stateOptions[firstGroup.state] ?? null) : ''),
    [firstGroup, stateOptions],
  );

  const fillFromPlace = useCallback(
    (group: AddressFieldGroup, place: PlaceAddress) => {
      const next = valuesFromPlace(group, place);
      const state = next[group.state];
      if (typeof state === 'string')
        next[group.state] = stateOptionFor(state, stateOptions[group.state] ?? null);
      api.batch(() => {
        for (const [name, value] of Object.entries(next)) {
          if (present.has(name) && !locked.has(name)) api.change(name, value);
        }
      });
    },
    // `locked` is recomputed each render; the latest is read through the closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, present, stateOptions, values],
  );

  const control = (field: FormField) => {
    const readOnly = isReadOnlyField(field, prefilled) || locked.has(field.name);
    const common = { field, idPrefix, readOnly, t };
    switch (field.type) {
      case 'sectionHeading':
        return <SectionHeading className="contact-form__heading">{field.label}</SectionHeading>;
      case 'textbox': {
        const group = addressGroupOf(form.formType, field.name);
        if (group && group.address === field.name && assist.adapter) {
          return (
            <AddressLineField
              {...common}
              maxLength={maxLengthOf(field)}
              adapter={assist.adapter}
              countries={assist.countries}
              onPlace={(place) => fillFromPlace(group, place)}
            />
          );
        }
        return <TextField {...common} maxLength={maxLengthOf(field)} />;
      }
      case 'dropdown':
        return <SelectField {...common} options={optionsOf(field, stateList, timeZones)} />;
      case 'checkbox':
        return (
          <CheckboxField
            name={field.name}
            label={field.label}
            idPrefix={idPrefix}
            required={field.required}
            readOnly={readOnly}
          />
        );
      case 'DOB':
        return <DobField {...common} years={years} />;
      case 'radiobutton':
        return <ChoiceGroupField {...common} multiple={false} options={field.options} />;
      case 'multicheckbox':
        return <ChoiceGroupField {...common} multiple options={field.options} />;
    }
  };

  return (
    <>
      {form.fields.map((field) => (
        <div key={field.name} className="contact-form__row">
          {control(field)}
        </div>
      ))}
      {form.consentGroups.map((group) => (
        <ConsentGroupField key={group.key} group={group} idPrefix={idPrefix} />
      ))}
      <GeolocationFill
        location={assist.location}
        group={firstGroup}
        present={present}
        stateValue={geolocatedStateValue}
        onFilled={assist.onGeolocationFilled}
      />
      {assist.zipTable && groups.length > 0 && (
        <ZipTableFill groups={groups} present={present} locked={locked} stateOptions={stateOptions} />
      )}
    </>
  );
}
