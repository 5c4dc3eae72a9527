import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import type { GeoLocation } from '../../lib/maps/maps-adapter';
import {
  textOf,
  type AddressFieldGroup,
  type ContactValues,
} from '../../shared/domain/contact-form/contact-values';

/**
 * The located zip, city and state go into the first address group's empty fields (the zip
 * is then locked, and the state too when it matches an option); reports the names it filled.
 */
export function GeolocationFill({
  location,
  group,
  present,
  stateValue,
  onFilled,
}: {
  location: GeoLocation | null;
  group: AddressFieldGroup | null;
  present: ReadonlySet<string>;
  /** The state field's value for a 2-letter code ('' when no option matches). */
  stateValue: (code: string) => string;
  onFilled: (names: string[]) => void;
}) {
  const form = useForm();
  useEffect(() => {
    if (!location || !group) return;
    const values = form.getState().values as ContactValues;
    const filled: string[] = [];
    form.batch(() => {
      const fill = (name: string, value: string) => {
        if (!present.has(name) || value === '' || textOf(values, name) !== '') return;
        form.change(name, value);
        filled.push(name);
      };
      fill(group.zip, location.zipcode);
      fill(group.city, location.city);
      fill(group.state, stateValue(location.state));
    });
    if (filled.length > 0) onFilled(filled);
  }, [form, location, group, present, stateValue, onFilled]);
  return null;
}
