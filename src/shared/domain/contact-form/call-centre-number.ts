import type { CallCenterNumber } from '../../content-model/study';

/*
 * The call-centre number comes from the query parameter `pn` only when it is numeric and of the
 * configured length; it is then formatted by the configured pattern and prefix. Anything else gives
 * the configured default (as configured, unformatted).
 *
 * The pattern is either a template whose `#` are replaced by the digits in order, e.g.
 * `(###) ###-####`, or a regular expression the digits must match (the digits are then kept as
 * they are), e.g. `^[2-9][0-9]{9}$`. The prefix (e.g. `+1`) is put in front.
 */

function formatDigits(digits: string, pattern: string): string | null {
  if (pattern.includes('#')) {
    let next = 0;
    const formatted = pattern.replace(/#/g, () => digits[next++] ?? '');
    return next === digits.length ? formatted : null;
  }
  if (pattern.trim() === '') return digits;
  try {
    return new RegExp(pattern).test(digits) ? digits : null;
  } catch {
    return null;
  }
}

export function callCentreNumber(pn: string | null | undefined, config: CallCenterNumber): string {
  const digits = (pn ?? '').trim();
  if (!/^\d+$/.test(digits) || digits.length !== config.length) return config.default;
  const formatted = formatDigits(digits, config.pattern);
  return formatted === null ? config.default : `${config.prefix}${formatted}`;
}

/** The form's own settings win over the study's. */
export function callCentreConfig(
  form: { callCenterNumber?: CallCenterNumber | undefined } | null,
  study: { callCenterNumber: CallCenterNumber },
): CallCenterNumber {
  return form?.callCenterNumber ?? study.callCenterNumber;
}
