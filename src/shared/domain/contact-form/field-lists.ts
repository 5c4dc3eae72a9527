import { isStateFieldName } from './field-locks';

/** The field whose dropdown lists time zones (the spec's UserTimeZone). */
export const TIME_ZONE_FIELD = 'UserTimeZone';

/** The spec's lists a dropdown can draw on. */
export type ListKind = 'states' | 'time-zones';

interface DropdownLike {
  type: string;
  name: string;
  options: readonly unknown[];
}

/**
 * The list a form field's options come from: a dropdown whose content gives no options draws on
 * the state list when it is a state field, on the time-zone list when it is UserTimeZone.
 */
export function listOfField(field: DropdownLike): ListKind | null {
  if (field.type !== 'dropdown' || field.options.length > 0) return null;
  if (isStateFieldName(field.name)) return 'states';
  return field.name === TIME_ZONE_FIELD ? 'time-zones' : null;
}

/** The lists the fields draw on, each once. */
export function listsOfFields(fields: readonly DropdownLike[]): ListKind[] {
  const kinds = new Set<ListKind>();
  for (const field of fields) {
    const kind = listOfField(field);
    if (kind) kinds.add(kind);
  }
  return [...kinds];
}
