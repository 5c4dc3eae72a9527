import * as z from 'zod/mini';
import { SHARE_MEDIA } from '../domain/sites/share-links';
import { progressBarFieldsSchema } from './outcome-widget-fields';
import { lazySchema } from '../lazy-schema';

/*
 * The SuccessPage widget. Every text may hold merge tags ({FirstName}, {SiteName}, …). Empty or absent texts
 * fall back to the built-in strings (src/features/success/success-strings.ts); the server's hide flags decide
 * what shows.
 */
const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const paragraphs = lazySchema(() =>
  z.optional(z.array(z.string().check(z.trim(), z.maxLength(3000))).check(z.maxLength(30))),
);

export const successIconBoxSchema = lazySchema(() =>
  z.object({
    /** A short symbol name the card draws: phone, calendar, clipboard, location, mail, check. */
    icon: z._default(z.enum(['phone', 'calendar', 'clipboard', 'location', 'mail', 'check']), 'check'),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    description: text(1000),
  }),
);

export const successPageFieldsSchema = lazySchema(() =>
  z.object({
    /** The study enrollment container places the progress bar at Top or Middle. */
    progressPosition: z._default(z.enum(['Top', 'Middle']), 'Top'),
    progress: z.optional(progressBarFieldsSchema),
    confirmationBanner: text(500),
    headingMessage: text(300),
    headingDescription: text(1000),
    appointmentHeading: text(200),
    appointmentNote: text(1000),
    iconBoxesHeading: text(200),
    iconBoxes: z.optional(z.array(successIconBoxSchema).check(z.maxLength(8))),
    nextStepsHeading: text(200),
    nextSteps: paragraphs,
    advancedNextStepsHeading: text(200),
    advancedNextStepsMessage: text(1000),
    advancedNextSteps: paragraphs,
    /** One-column content and text content. */
    contentHeading: text(200),
    content: paragraphs,
    contentLeft: paragraphs,
    contentRight: paragraphs,
    siteCardHeading: text(200),
    copyText: text(80),
    copiedText: text(80),
    /** How long the "copied" tooltip shows, in seconds. */
    copyTooltipSeconds: z._default(z.number().check(z.gte(1), z.lte(30)), 3),
    shareText: text(80),
    shareMedia: z._default(z.array(z.enum(SHARE_MEDIA)).check(z.maxLength(SHARE_MEDIA.length)), [
      ...SHARE_MEDIA,
    ]),
    shareEmailSubject: text(200),
    shareEmailBody: text(2000),
    webLinkText: text(80),
    mapLabel: text(200),
    shareHealthDataHeading: text(200),
    shareHealthDataDescription: text(2000),
    shareHealthDataButton: text(80),
    shareHealthDataWaiting: text(300),
    shareHealthDataErrorHeadline: text(200),
    shareHealthDataErrorMessage: text(1000),
    shareHealthDataUnavailableHeadline: text(200),
    shareHealthDataUnavailableMessage: text(1000),
    shareHealthDataConnected: text(300),
    /** Attempts per browser session (content default 4; the component's own default is 5). */
    healthDataAttempts: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20))),
  }),
);
export type SuccessPageFields = z.infer<typeof successPageFieldsSchema>;
export type SuccessIconBox = z.infer<typeof successIconBoxSchema>;
