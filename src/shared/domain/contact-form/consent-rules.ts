import type { ConsentGroup, ContactForm } from '../../content-model/form';
import { isTicked, listOf, type ContactErrors, type ContactValues } from './contact-values';
import { REQUIRED_FIELD_MESSAGE } from './messages';

/*
 * Consent groups and their media on a contact form (the consent-medium fields and the consent rules,
 * "Consent group"):
 *  - a group's checkbox is `values[group.key]`; its ticked media `values[consentMediumFieldName(group)]`;
 *  - a group with a hidden checkbox counts as accepted when any of its media is ticked;
 *  - hidden media that are required, or hidden with defaultOptIn, are forced on;
 *  - a required unaccepted group: requiredFieldMessage (default 'This is required field');
 *  - a required unticked visible medium: its isRequiredErrorMessage (same default);
 *  - with enableAtleastOneContactMediumMandatedOutOfVisible, no visible medium ticked:
 *    enableAtleastOneContactMediumErrorMessage (same default);
 *  - groups hidden from the UI are not validated.
 */

type Medium = ConsentGroup['consentMediumList'][number];

export function consentMediumFieldName(group: Pick<ConsentGroup, 'key' | 'mediumFieldName'>): string {
  return group.mediumFieldName || `${group.key}Medium`;
}

export function isSmsMedium(medium: Pick<Medium, 'key' | 'channel'>): boolean {
  return medium.channel ? medium.channel === 'sms' : medium.key.trim().toLowerCase() === 'sms';
}

export function isEmailMedium(medium: Pick<Medium, 'key' | 'channel'>): boolean {
  return medium.channel ? medium.channel === 'email' : medium.key.trim().toLowerCase() === 'email';
}

/** Media that are on whatever the visitor does (hidden and required, or hidden with defaultOptIn). */
export function forcedMediumKeys(group: ConsentGroup): string[] {
  return group.consentMediumList
    .filter((medium) => medium.hideFromUI && (medium.isRequired || medium.defaultOptIn))
    .map((medium) => medium.key);
}

/** The group's ticked media, forced ones included, in list order. */
export function tickedMediumKeys(group: ConsentGroup, values: ContactValues): string[] {
  const ticked = new Set([...listOf(values, consentMediumFieldName(group)), ...forcedMediumKeys(group)]);
  return group.consentMediumList.map((medium) => medium.key).filter((key) => ticked.has(key));
}

/** Whether the group counts as accepted. */
export function isConsentAccepted(group: ConsentGroup, values: ContactValues): boolean {
  if (isTicked(values, group.key)) return true;
  return group.hideConsentCheckbox && tickedMediumKeys(group, values).length > 0;
}

/** The consent values a form starts with (defaultOptIn / defaultOptInAll, forced media). */
export function initialConsentValues(form: Pick<ContactForm, 'consentGroups'>): ContactValues {
  const values: ContactValues = {};
  for (const group of form.consentGroups) {
    if (!group.hideConsentCheckbox) values[group.key] = group.defaultOptIn || group.defaultOptInAll;
    if (group.consentMediumList.length === 0) continue;
    values[consentMediumFieldName(group)] = group.consentMediumList
      .filter(
        (medium) => group.defaultOptInAll || medium.defaultOptIn || (medium.hideFromUI && medium.isRequired),
      )
      .map((medium) => medium.key);
  }
  return values;
}

/** Any SMS consent medium ticked in any group (the mobile rule then applies). */
export function anySmsConsentTicked(
  form: Pick<ContactForm, 'consentGroups'>,
  values: ContactValues,
): boolean {
  return form.consentGroups.some((group) => {
    const ticked = new Set(tickedMediumKeys(group, values));
    return group.consentMediumList.some((medium) => isSmsMedium(medium) && ticked.has(medium.key));
  });
}

/**
 * Whether the person ticked an email medium themselves: the only consent that may put an address
 * on a mailing list. A medium the site turns on behind the person's back (hidden, forced) does
 * not count, nor does a primary consent to be contacted about the study.
 */
export function emailOptInTicked(form: Pick<ContactForm, 'consentGroups'>, values: ContactValues): boolean {
  return form.consentGroups.some((group) => {
    const ticked = new Set(listOf(values, consentMediumFieldName(group)));
    return group.consentMediumList.some(
      (medium) => isEmailMedium(medium) && !medium.hideFromUI && ticked.has(medium.key),
    );
  });
}

export function consentErrors(
  form: Pick<ContactForm, 'consentGroups'>,
  values: ContactValues,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const group of form.consentGroups) {
    if (group.hideFromUI) continue;
    if (group.isRequired && !isConsentAccepted(group, values)) {
      errors[group.key] = group.requiredFieldMessage || REQUIRED_FIELD_MESSAGE;
    }
    const mediumField = consentMediumFieldName(group);
    const ticked = new Set(tickedMediumKeys(group, values));
    const visible = group.consentMediumList.filter((medium) => !medium.hideFromUI);
    const missingRequired = visible.find((medium) => medium.isRequired && !ticked.has(medium.key));
    if (missingRequired) {
      errors[mediumField] = missingRequired.isRequiredErrorMessage || REQUIRED_FIELD_MESSAGE;
    } else if (
      group.enableAtleastOneContactMediumMandatedOutOfVisible &&
      visible.length > 0 &&
      !visible.some((medium) => ticked.has(medium.key))
    ) {
      errors[mediumField] = group.enableAtleastOneContactMediumErrorMessage || REQUIRED_FIELD_MESSAGE;
    }
  }
  return errors;
}
