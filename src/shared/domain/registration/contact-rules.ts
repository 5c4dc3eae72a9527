import type { ConsentGroup } from '../../content-model/form';
import type { TextFieldConfig } from '../../content-model/registration-fields';
import {
  anySmsConsentTicked,
  consentErrors,
  isConsentAccepted,
  isEmailMedium,
  isSmsMedium,
  tickedMediumKeys,
} from '../contact-form/consent-rules';
import {
  isTicked,
  MOBILE_FLAG_FIELD,
  type ContactErrors,
  type ContactValues,
} from '../contact-form/contact-values';
import { SMS_NEEDS_MOBILE_MESSAGE } from '../contact-form/messages';
import { PHONE_PATTERN, textFieldError } from './field-rules';

/*
 * The wizard's contact-preference step (the validation rules "Contact" and "Consent group"):
 * the phone number, the SMS-without-mobile error and the consent groups. The consent rules are the
 * contact forms' own (required media, at-least-one of the visible media, hidden and default-opt-in
 * media forced on); the values use the same names (a group's box under its key, its ticked media
 * under `{key}Medium` or its mediumFieldName).
 */

/** An SMS medium ticked while 'is mobile' is not: the configured message, else the profile default. */
export function smsWithoutMobileError(
  groups: readonly ConsentGroup[],
  values: ContactValues,
  message: string | undefined,
): string | undefined {
  if (!anySmsConsentTicked({ consentGroups: [...groups] }, values)) return undefined;
  return isTicked(values, MOBILE_FLAG_FIELD) ? undefined : message || SMS_NEEDS_MOBILE_MESSAGE;
}

export function contactStepErrors(
  config: {
    phone: TextFieldConfig;
    consentGroups: readonly ConsentGroup[];
    smsWithoutMobileMessage?: string;
  },
  values: ContactValues,
  phoneField: string,
): ContactErrors {
  const errors: ContactErrors = consentErrors({ consentGroups: [...config.consentGroups] }, values);
  const phone = textFieldError(String(values[phoneField] ?? ''), config.phone, PHONE_PATTERN);
  if (phone) errors[phoneField] = phone;
  const sms = smsWithoutMobileError(config.consentGroups, values, config.smsWithoutMobileMessage);
  if (sms) errors[MOBILE_FLAG_FIELD] = sms;
  return errors;
}

/** contactPreference: one boolean per medium of every group, forced media included. */
export function consentMediaOf(
  groups: readonly ConsentGroup[],
  values: ContactValues,
): Record<string, boolean> {
  const media: Record<string, boolean> = {};
  for (const group of groups) {
    const ticked = new Set(tickedMediumKeys(group, values));
    for (const medium of group.consentMediumList)
      media[medium.key] = (media[medium.key] ?? false) || ticked.has(medium.key);
  }
  return media;
}

/** contactPreference.agree: every required group accepted, and at least one group accepted. */
export function consentAgreed(groups: readonly ConsentGroup[], values: ContactValues): boolean {
  const shown = groups.filter((group) => !group.hideFromUI);
  if (shown.length === 0) return false;
  const required = shown.filter((group) => group.isRequired);
  if (!required.every((group) => isConsentAccepted(group, values))) return false;
  return shown.some((group) => isConsentAccepted(group, values));
}

/** Whether any medium of the given channel is on in the stored media (by the groups' definitions). */
export function mediumOptedIn(
  groups: readonly ConsentGroup[],
  media: Readonly<Record<string, boolean>>,
  channel: 'email' | 'sms',
): boolean {
  const test = channel === 'sms' ? isSmsMedium : isEmailMedium;
  return groups.some((group) =>
    group.consentMediumList.some((medium) => test(medium) && media[medium.key] === true),
  );
}
