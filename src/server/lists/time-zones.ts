import type { Language } from '../../shared/content-model/language';
import type { TimeZoneItem } from '../../shared/contracts/lists';

/*
 * The time-zone list (the spec's "Time-zone item", the adult form's
 * UserTimeZone): the US zones, identified by their IANA name. Served paged (50 per page).
 */

const ZONES: ReadonlyArray<{ iana: string; en: string; es: string }> = [
  { iana: 'America/New_York', en: 'Eastern Time', es: 'Hora del Este' },
  { iana: 'America/Chicago', en: 'Central Time', es: 'Hora del Centro' },
  { iana: 'America/Denver', en: 'Mountain Time', es: 'Hora de la Montaña' },
  { iana: 'America/Phoenix', en: 'Mountain Time (Arizona)', es: 'Hora de la Montaña (Arizona)' },
  { iana: 'America/Los_Angeles', en: 'Pacific Time', es: 'Hora del Pacífico' },
  { iana: 'America/Anchorage', en: 'Alaska Time', es: 'Hora de Alaska' },
  { iana: 'Pacific/Honolulu', en: 'Hawaii-Aleutian Time', es: 'Hora de Hawái-Aleutianas' },
  { iana: 'America/Puerto_Rico', en: 'Atlantic Time', es: 'Hora del Atlántico' },
  { iana: 'Pacific/Guam', en: 'Chamorro Time', es: 'Hora de Chamorro' },
  { iana: 'Pacific/Pago_Pago', en: 'Samoa Time', es: 'Hora de Samoa' },
];

export function timeZoneList(country: string, language: Language): TimeZoneItem[] {
  if (country !== 'US') return [];
  return ZONES.map((zone) => ({
    id: zone.iana,
    name: zone.iana,
    path: `/time-zones/${zone.iana.toLowerCase()}`,
    key: zone.iana,
    label: zone[language],
  }));
}
