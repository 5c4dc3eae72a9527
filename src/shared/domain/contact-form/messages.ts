/*
 * "Built-in fallbacks" used by the contact-form rules when content configures no message. Every other message
 * is configurable content.
 */

/** The date of birth is outside the age range (or not a real, past date). */
export const AGE_RANGE_ERROR = 'Age range error';

/** A required field or consent left empty. */
export const REQUIRED_FIELD_MESSAGE = 'This is required field';

/**
 * The profile variant's default for an SMS consent without the mobile box ticked; used when a contact form
 * configures no message for the same rule.
 */
export const SMS_NEEDS_MOBILE_MESSAGE =
  'SMS (primary or study specific consents) is selected, please select Is mobile checkbox';

/*
 * Not in the spec (it names these messages as configured content only); shown when content leaves
 * them out so a failing rule is never silent.
 */
export const STATE_ZIP_FALLBACK_MESSAGE = 'The zip code does not match the state';
export const ADDRESS_ZIP_FALLBACK_MESSAGE = 'The address is not in the area of your location';
