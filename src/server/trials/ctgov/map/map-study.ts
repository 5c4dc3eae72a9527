import { createHash } from 'node:crypto';
import { LANGUAGE_CODES, type Language } from '../../../../shared/content-model/language';
import { trialSchema, type Trial, type TrialInput } from '../../../../shared/content-model/trial';
import { trialDetailsPath, type IndexedTrial } from '../../generator/trial-generator';
import { agesOf } from './ctgov-age';
import { conditionKeyOf, NO_CONDITION_KEY, type ContentConditions } from './ctgov-conditions';
import { criteriaOf } from './ctgov-criteria';
import { locationOf } from './ctgov-locations';
import { enrollingStatusOf, phaseLabelOf, phasesOf, WITHDRAWN } from './ctgov-status';
import {
  type CtgovContact,
  type CtgovLocation,
  type CtgovProtocol,
  nctIdOf,
  protocolOf,
  recordsOf,
} from './ctgov-study';
import { textOf, textsOf } from './ctgov-study';
import { isoDateOf, truncateText } from './ctgov-text';

/*
 * One ClinicalTrials.gov study as one trial of the index. The registry writes in English: the
 * trial reads the same in every language (the site's own labels around it are translated).
 * Checked with the trial schema; what still fails is refused with the reason, never half-indexed.
 */

export type MappedStudy =
  | {
      kind: 'trial';
      nctId: string;
      indexed: IndexedTrial;
      hash: string;
      /** Each condition's key with the name the study gives it. */
      names: ReadonlyArray<readonly [string, string]>;
    }
  | { kind: 'withdrawn'; nctId: string }
  | { kind: 'refused'; nctId: string | null; reason: string };

const NCT_ID = /^NCT\d{8}$/;
/** Registry keywords that say the study runs (partly) without a site visit. */
const VIRTUAL = /\b(virtual|decentrali[sz]ed|remote|home[- ]based|telehealth|telemedicine)\b/i;

function sexOf(value: string | undefined): Trial['trialsex'] {
  const sex = value?.toLowerCase();
  return sex === 'female' || sex === 'male' ? sex : 'all';
}

function interventionsOf(protocol: CtgovProtocol): string | undefined {
  const names = recordsOf<{ name?: string }>(protocol.armsInterventionsModule?.interventions)
    .map((intervention) => textOf(intervention.name))
    .filter(Boolean);
  return names.length > 0 ? truncateText([...new Set(names)].join(', '), 200) : undefined;
}

function studyTypeOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const words = value.toLowerCase().replace(/_/g, ' ');
  return truncateText(words.charAt(0).toUpperCase() + words.slice(1), 60);
}

/** Who may take part: ages, sex, healthy volunteers and the criteria lists. */
function eligibilityOf(protocol: CtgovProtocol) {
  const eligibility = protocol.eligibilityModule;
  const [trialminage, trialmaxage] = agesOf(textOf(eligibility?.minimumAge), textOf(eligibility?.maximumAge));
  const criteria = criteriaOf(textOf(eligibility?.eligibilityCriteria));
  return {
    trialminage,
    trialmaxage,
    inclusionCriteria: criteria.inclusion,
    exclusionCriteria: criteria.exclusion,
    trialsex: sexOf(textOf(eligibility?.sex)),
    healthyvolunteers: eligibility?.healthyVolunteers === true,
  };
}

/** The sites, and the trial's own point: its first site with coordinates. */
function sitesOf(protocol: CtgovProtocol, conditions: readonly string[]) {
  const indication = truncateText(conditions.join(', '), 500);
  const central = recordsOf<CtgovContact>(protocol.contactsLocationsModule?.centralContacts);
  const locations = recordsOf<CtgovLocation>(protocol.contactsLocationsModule?.locations).map((location) =>
    locationOf(location, indication, central),
  );
  const located = locations.find((location) => location.locationlatitude !== undefined);
  return { locations, triallatitude: located?.locationlatitude, triallongitude: located?.locationlongitude };
}

function trialOf(protocol: CtgovProtocol, nctId: string, conditions: string[]): TrialInput {
  const { identificationModule: id, statusModule: status, designModule: design } = protocol;
  const phases = phasesOf(textsOf(design?.phases));
  const keywords = textsOf(protocol.conditionsModule?.keywords);
  const enrollment = design?.enrollmentInfo?.count;
  return {
    trialorgstudyid: nctId,
    trialname: truncateText(textOf(id?.orgStudyIdInfo?.id) ?? nctId, 200),
    trialtitle: truncateText(textOf(id?.briefTitle) ?? textOf(id?.officialTitle) ?? nctId, 300),
    trialdescription: truncateText(textOf(protocol.descriptionModule?.briefSummary) ?? '', 3000),
    featuredcondition: conditions[0] ?? '',
    trialphase: phaseLabelOf(phases),
    trialphases: phases,
    trialenrollment: Number.isInteger(enrollment) && (enrollment ?? -1) >= 0 ? enrollment : undefined,
    trialcompletiondate: isoDateOf(textOf(status?.completionDateStruct?.date)),
    trialenrollingstatus: enrollingStatusOf(textOf(status?.overallStatus)),
    isvirtual: keywords.some((keyword) => VIRTUAL.test(keyword)),
    clickUri: trialDetailsPath(nctId, 'en'),
    trialconditions: conditions,
    studytype: studyTypeOf(textOf(design?.studyType)),
    investigationalproduct: interventionsOf(protocol),
    sponsor:
      truncateText(textOf(protocol.sponsorCollaboratorsModule?.leadSponsor?.name) ?? '', 200) || undefined,
    nctid: nctId,
    ...eligibilityOf(protocol),
    ...sitesOf(protocol, conditions),
    source: 'ctgov',
    overallstatus: truncateText(textOf(status?.overallStatus) ?? '', 40) || undefined,
    lastupdated: isoDateOf(textOf(status?.lastUpdatePostDateStruct?.date)),
  };
}

function problemOf(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'trial'}: ${issue.message}` : 'not a valid trial';
}

/** The digest an import compares to skip a study whose mapped trial did not change. */
export function trialHashOf(indexed: IndexedTrial): string {
  return createHash('sha256').update(JSON.stringify(indexed)).digest('hex').slice(0, 32);
}

export function mapStudy(value: unknown, content: ContentConditions): MappedStudy {
  const protocol = protocolOf(value);
  const nctId = nctIdOf(value);
  if (!protocol) return { kind: 'refused', nctId, reason: 'not a study (no protocolSection)' };
  if (!nctId || !NCT_ID.test(nctId)) return { kind: 'refused', nctId, reason: 'no valid NCT id' };
  if (textOf(protocol.statusModule?.overallStatus)?.toUpperCase() === WITHDRAWN)
    return { kind: 'withdrawn', nctId };
  const conditions = [
    ...new Set(textsOf(protocol.conditionsModule?.conditions).map((name) => truncateText(name, 120))),
  ];
  const parsed = trialSchema.safeParse(trialOf(protocol, nctId, conditions));
  if (!parsed.success) return { kind: 'refused', nctId, reason: problemOf(parsed.error) };
  const { trialminage: min, trialmaxage: max } = parsed.data;
  if (min > max) {
    return {
      kind: 'refused',
      nctId,
      reason: `minimum age (${String(min)}) above maximum age (${String(max)})`,
    };
  }
  const names = conditions.map((name) => [conditionKeyOf(name, content), name] as const);
  const keys = [...new Set(names.map(([key]) => key))];
  const trials = Object.fromEntries(
    LANGUAGE_CODES.map((language: Language) => [
      language,
      { ...parsed.data, clickUri: trialDetailsPath(nctId, language) },
    ]),
  ) as Record<Language, Trial>;
  const indexed: IndexedTrial = { conditionKey: keys[0] ?? NO_CONDITION_KEY, conditionKeys: keys, trials };
  return { kind: 'trial', nctId, indexed, hash: trialHashOf(indexed), names };
}
