import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { loadZipLookup } from '../../lib/maps/zip-lookup';
import { stateCodeOf } from '../../shared/domain/contact-form/us-states';
import {
  textOf,
  type AddressFieldGroup,
  type ContactValues,
} from '../../shared/domain/contact-form/contact-values';
import type { SelectOption } from './select-field';

/** The option of a state dropdown standing for a 2-letter code (options may hold codes or names). */
export function stateOptionFor(code: string, options: readonly SelectOption[] | null): string {
  if (!options || options.length === 0) return code;
  const match = options.find(
    (option) => stateCodeOf(option.value) === code || stateCodeOf(option.label) === code,
  );
  return match?.value ?? '';
}

interface ZipTableFillProps {
  /** The form's address groups whose zip field exists. */
  groups: readonly AddressFieldGroup[];
  /** Names present on the form (a group may lack its city or state field). */
  present: ReadonlySet<string>;
  locked: ReadonlySet<string>;
  /** The state dropdown options by field name (null: the state is a textbox). */
  stateOptions: Record<string, readonly SelectOption[] | null>;
}

/**
 * The offline address helper (the autocomplete's fallback, used when no maps key or no network): a complete
 * zip fills its group's city and state from the bundled zip table, when those are empty or hold what an
 * earlier lookup put there (never over what the person typed, never a locked field); what the table does not
 * know for the new zip is cleared rather than left from the old one.
 */
export function ZipTableFill({ groups, present, locked, stateOptions }: ZipTableFillProps) {
  const form = useForm();
  const { values } = useFormState<ContactValues>({ subscription: { values: true } });
  const lastZip = useRef<Record<string, string>>({});
  const filled = useRef<Record<string, string>>({});
  const zips = groups.map((group) => textOf(values, group.zip)).join('|');

  useEffect(() => {
    const current = form.getState().values as ContactValues;
    for (const group of groups) {
      const zip = textOf(current, group.zip);
      if (lastZip.current[group.zip] === zip) continue;
      lastZip.current[group.zip] = zip;
      if (!/^\d{5}$/.test(zip)) continue;
      void loadZipLookup().then(
        (lookUpZip) => {
          const place = lookUpZip(zip);
          const now = form.getState().values as ContactValues;
          if (!place || textOf(now, group.zip) !== zip) return;
          const fill = (name: string, value: string) => {
            if (!present.has(name) || locked.has(name)) return;
            const existing = textOf(now, name);
            if (existing !== '' && existing !== filled.current[name]) return;
            // The table may know a zip's state but not its city: an earlier lookup's city then
            // belongs to another place and is cleared, so the city follows the zip.
            if (value === '' && existing === '') return;
            filled.current[name] = value;
            form.change(name, value === '' ? undefined : value);
          };
          form.batch(() => {
            fill(group.city, place.city);
            fill(group.state, stateOptionFor(place.state, stateOptions[group.state] ?? null));
          });
        },
        () => undefined, // the table could not load (offline before it was cached): nothing to fill
      );
    }
    // `zips` summarises the watched values; the rest is stable per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zips]);
  return null;
}
