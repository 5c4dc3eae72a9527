import {
  DEFAULT_EMAIL_PATTERN,
  DEFAULT_RESUBSCRIBE_SERVER_MESSAGE,
  emailPatternOf,
  resubscribeServerMessage,
  validateResubscribe,
  type ResubscribeRuleConfig,
  type ResubscribeValues,
} from '../../../src/shared/domain/subscriptions/resubscribe-rules';
import { unsubscribeTokenOf } from '../../../src/shared/domain/subscriptions/unsubscribe-token';

const fallbacks = {
  required: 'fallback required',
  invalidEmail: 'fallback invalid',
  consentRequired: 'fallback consent',
  serverError: DEFAULT_RESUBSCRIBE_SERVER_MESSAGE,
};

const configured: ResubscribeRuleConfig = {
  emailRequired: true,
  emailRequiredMessage: 'Email please',
  emailRegex: '^[a-z]+@clinic\\.example$',
  emailInvalidMessage: 'Clinic addresses only',
  consentRequired: true,
  consentRequiredMessage: 'Tick the box',
};

describe('validateResubscribe', () => {
  it.each<[string, ResubscribeValues, ResubscribeRuleConfig, Record<string, string>]>([
    ['nothing configured, nothing typed: valid', {}, {}, {}],
    ['not required: empty email is valid', { email: '   ' }, { emailRequired: false }, {}],
    [
      'required: the configured message',
      { email: '' },
      configured,
      { email: 'Email please', consent: 'Tick the box' },
    ],
    [
      'required without a message: the fallback',
      { email: '' },
      { emailRequired: true },
      { email: 'fallback required' },
    ],
    [
      'required, blank message: the fallback',
      { email: '' },
      { emailRequired: true, emailRequiredMessage: ' ' },
      { email: 'fallback required' },
    ],
    ['configured regex matched', { email: 'ann@clinic.example', consent: true }, configured, {}],
    [
      'configured regex not matched',
      { email: 'ann@other.example', consent: true },
      configured,
      { email: 'Clinic addresses only' },
    ],
    ['surrounding spaces are ignored', { email: '  ann@clinic.example ', consent: true }, configured, {}],
    ['default pattern, valid', { email: 'Ann.B@Example.org' }, {}, {}],
    ['default pattern, no domain dot', { email: 'ann@example' }, {}, { email: 'fallback invalid' }],
    ['default pattern, two @', { email: 'a@b@c.org' }, {}, { email: 'fallback invalid' }],
    ['invalid configured regex falls back to the default', { email: 'a@b.org' }, { emailRegex: '([' }, {}],
    [
      'consent required and unticked',
      { email: 'a@b.org', consent: false },
      { consentRequired: true },
      { consent: 'fallback consent' },
    ],
    ['consent not required', { email: 'a@b.org', consent: false }, { consentRequired: false }, {}],
    ['consent required and ticked', { email: 'a@b.org', consent: true }, { consentRequired: true }, {}],
  ])('%s', (_name, values, config, expected) => {
    expect(validateResubscribe(values, config, fallbacks)).toEqual(expected);
  });
});

describe('emailPatternOf', () => {
  it.each([
    [undefined, DEFAULT_EMAIL_PATTERN],
    ['', DEFAULT_EMAIL_PATTERN],
    ['  ', DEFAULT_EMAIL_PATTERN],
    ['(', DEFAULT_EMAIL_PATTERN],
  ])('%p → the default pattern', (source, pattern) => {
    expect(emailPatternOf(source)).toBe(pattern);
  });

  it('compiles a configured pattern', () => {
    expect(emailPatternOf('^x@y\\.z$').test('x@y.z')).toBe(true);
    expect(emailPatternOf('^x@y\\.z$').test('w@y.z')).toBe(false);
  });
});

describe('resubscribeServerMessage', () => {
  it.each([
    [{}, 'You have entered an incorrect email address'],
    [{ serverErrorMessage: '' }, 'You have entered an incorrect email address'],
    [{ serverErrorMessage: 'Not the address we wrote to' }, 'Not the address we wrote to'],
  ])('%p → %p', (config, message) => {
    expect(resubscribeServerMessage(config, fallbacks)).toBe(message);
  });
});

describe('unsubscribeTokenOf', () => {
  const token = 'a'.repeat(43);
  it.each([
    [`?uToken=${token}`, token],
    [`?utoken=${token}&x=1`, token],
    [`?UTOKEN=%20${token}%20`, token],
    ['?uToken=short', null],
    [`?uToken=${'b'.repeat(201)}`, null],
    [`?token=${token}`, null],
    ['', null],
  ])('%p → %p', (search, expected) => {
    expect(unsubscribeTokenOf(search)).toBe(expected);
  });
});
