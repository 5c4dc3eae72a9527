import type { JourneyType } from '../../content-model/study';
import type { ContactFormType } from './contact-values';

/*
 * What the contact-form rules need to know beyond the form and its values. The browser builds
 * it from the page path, the journey and screener slices and the clock; the server from the
 * submitted form type, the stored enrolment and its own clock.
 */

/** Where the visitor was located, for the journey-01 adult zip-match rule. */
export interface DetectedLocation {
  /** The zip the geolocation (or the maps adapter's reverse geocoding) found. */
  zip: string;
  /** Its two-letter state, when known; otherwise taken from the zip table. */
  state?: string;
}

export interface RuleContext {
  formType: ContactFormType;
  /** A path segment contains "minor": the 0–17 default age range applies. */
  minorPath: boolean;
  /** The screener output carries pSec: the Qualified age bounds apply, else the Disqualified ones. */
  screenerQualified: boolean;
  journeyType: JourneyType;
  now: Date;
  /**
   * Journey 01 adults with geolocation: the detected location and an earlier zip (e.g. the
   * screener's) the chosen zip may match. Absent when geolocation is off or unknown (the server).
   */
  detectedLocation?: DetectedLocation | null;
  earlierZip?: string | null;
}
