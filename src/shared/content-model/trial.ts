import * as z from 'zod/mini';
import { hrefSchema } from './link';
import { TRIAL_PHASES, TRIAL_SEXES } from '../domain/trials/trial-filters';
import { lazySchema } from '../lazy-schema';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const age = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(120)));
const inRange = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));
const criteria = lazySchema(() => z._default(z.array(requiredText(500)), []));

/**
 * A location of a trial: the study location card shows it (Enrolling in teal, others grey; indications joined
 * with ' | '; a map link; the phone as a tel: link). `indication` is a comma list, as in the spec.
 */
export const studyLocationSchema = lazySchema(() =>
  z.object({
    locationstatus: z.enum(['Enrolling', 'Not Yet Enrolling', 'Closed']),
    locationsitename: requiredText(200),
    locationaddress: text(200),
    locationcity: text(100),
    locationstate: text(40),
    locationcountry: text(60),
    locationzip: text(10),
    indication: text(500),
    /** Absent for a registry site that is neither geolocated nor at a known US zip (no distance, no map pin). */
    locationlatitude: z.optional(inRange(-90, 90)),
    locationlongitude: z.optional(inRange(-180, 180)),
    locationphone: z.optional(text(30)),
  }),
);
export type StudyLocation = z.infer<typeof studyLocationSchema>;

/**
 * A trial as the trial search returns it (the spec's "Trial" and "Trial route fields"). Names keep
 * the search index's lower-case spelling. `distance` is computed per search and absent in content.
 */
export const trialSchema = lazySchema(() =>
  z.object({
    trialorgstudyid: requiredText(60),
    trialname: requiredText(200),
    trialtitle: requiredText(300),
    trialdescription: text(3000),
    featuredcondition: text(120),
    featuredimage: z.optional(hrefSchema),
    featuredeprurl: z.optional(hrefSchema),
    trialminage: age,
    trialmaxage: age,
    trialphase: text(20),
    trialenrollment: z.optional(z.number().check(z.int(), z.gte(0))),
    trialcompletiondate: z.optional(z.iso.date()),
    trialenrollingstatus: z.enum(['Enrolling', 'Not Yet Enrolling', 'Closed']),
    isvirtual: z._default(z.boolean(), false),
    triallatitude: z.optional(inRange(-90, 90)),
    triallongitude: z.optional(inRange(-180, 180)),
    distance: z.optional(z.number().check(z.gte(0))),
    clickUri: hrefSchema,
    inclusionCriteria: criteria,
    exclusionCriteria: criteria,
    /** Study-details sidebar fields. */
    trialconditions: z._default(z.array(requiredText(120)), []),
    studytype: z.optional(text(60)),
    investigationalproduct: z.optional(text(200)),
    /** The sponsor ("source" in the sidebar). */
    sponsor: z.optional(text(200)),
    nctid: z.optional(z.string().check(z.regex(/^NCT\d{8}$/))),
    locations: z._default(z.array(studyLocationSchema), []),
    /** Eligibility by sex; absent is all. */
    trialsex: z.optional(z.enum(TRIAL_SEXES)),
    /** Whether people without the condition may take part; absent is no. */
    healthyvolunteers: z.optional(z.boolean()),
    /** Every phase of the design (a phase 2/3 trial has two); trialphase is the label shown. */
    trialphases: z.optional(z.array(z.enum(TRIAL_PHASES))),
    /** Made up by the demo generator: never a real study (the trial page says so). */
    synthetic: z.optional(z.boolean()),
    /** Where the record came from: the content pack, the generator or a ClinicalTrials.gov import. */
    source: z.optional(z.enum(['content', 'generated', 'ctgov'])),
    /** The registry's own status (e.g. RECRUITING, ACTIVE_NOT_RECRUITING) when imported. */
    overallstatus: z.optional(text(40)),
    /** The registry record's last update (imports skip an unchanged study by its content). */
    lastupdated: z.optional(z.iso.date()),
  }),
);

export type Trial = z.infer<typeof trialSchema>;
export type TrialInput = z.input<typeof trialSchema>;
