import { supportRequestFieldsSchema } from '../../../src/shared/content-model/support-fields';
import {
  DEFAULT_SUPPORT_EMAIL_PATTERN,
  effectiveIssue,
  supportEmailPattern,
  validateSupportField,
  validateSupportForm,
  type SupportRuleFields,
} from '../../../src/shared/domain/support/support-validation';

const none: SupportRuleFields = {
  nameRequired: false,
  emailRequired: false,
  issueRequired: false,
  messageRequired: false,
};
const all: SupportRuleFields = {
  ...none,
  nameRequired: true,
  emailRequired: true,
  issueRequired: true,
  messageRequired: true,
};

describe('validateSupportField', () => {
  it.each([
    ['name', '', all, 'required'],
    ['name', '   ', all, 'required'],
    ['name', '', none, undefined],
    ['name', 'Ana', all, undefined],
    ['email', '', all, 'required'],
    ['email', '', none, undefined],
    ['email', 'ana@example.com', all, undefined],
    ['email', 'ANA@EXAMPLE.COM', all, undefined],
    ['email', ' ana@example.com ', all, undefined],
    ['email', 'ana@example', none, 'invalid'],
    ['email', 'ana example@x.com', none, 'invalid'],
    ['email', 'not-an-email', none, 'invalid'],
    ['email', 'ana@example.org', { ...all, emailRegex: '^[a-z]+@example\\.com$' }, 'invalid'],
    ['email', 'ANA@EXAMPLE.COM', { ...all, emailRegex: '^[a-z]+@example\\.com$' }, undefined],
    ['email', 'ana@example.com', { ...all, emailRegex: '([' }, undefined],
    ['issue', '', all, 'required'],
    ['issue', '', { ...all, fixedIssue: 'Question about a study' }, undefined],
    ['issue', 'Other', { ...all, issues: ['Login', 'Other'] }, undefined],
    ['issue', 'Hacked', { ...all, issues: ['Login', 'Other'] }, 'invalid'],
    ['issue', 'Anything', { ...all, issues: ['Login'], fixedIssue: 'Fixed' }, undefined],
    ['issue', 'Anything', { ...all, issues: [] }, undefined],
    ['message', '', all, 'required'],
    ['message', 'Help', all, undefined],
    ['message', '', none, undefined],
  ] as const)('%s %p with %p → %p', (field, value, rules, expected) => {
    expect(validateSupportField(field, value, rules)).toBe(expected);
  });

  it('treats an absent value like an empty one', () => {
    expect(validateSupportField('name', undefined, all)).toBe('required');
  });
});

describe('validateSupportForm', () => {
  it('answers a code per failing field and nothing for valid ones', () => {
    expect(validateSupportForm({ name: '', email: 'x', issue: '', message: 'hi' }, all)).toEqual({
      name: 'required',
      email: 'invalid',
      issue: 'required',
    });
    expect(validateSupportForm({ name: 'A', email: 'a@b.co', issue: 'i', message: 'm' }, all)).toEqual({});
  });
});

describe('supportEmailPattern', () => {
  it('is the basic case-insensitive pattern by default and when the regex does not compile', () => {
    expect(supportEmailPattern(undefined)).toBe(DEFAULT_SUPPORT_EMAIL_PATTERN);
    expect(supportEmailPattern('(')).toBe(DEFAULT_SUPPORT_EMAIL_PATTERN);
    expect(DEFAULT_SUPPORT_EMAIL_PATTERN.flags).toContain('i');
    expect(supportEmailPattern('^a$').flags).toContain('i');
  });
});

describe('effectiveIssue', () => {
  it.each([
    ['Login', undefined, 'Login'],
    ['Login', 'Fixed text', 'Fixed text'],
    ['', '  ', ''],
    [' Other ', '', 'Other'],
  ])('%p with fixed %p → %p', (issue, fixedIssue, expected) => {
    expect(effectiveIssue(issue, { fixedIssue })).toBe(expected);
  });
});

describe('supportRequestFieldsSchema', () => {
  it('defaults the flags and refuses a regex that does not compile or a browser-unsafe address', () => {
    const parsed = supportRequestFieldsSchema.parse({});
    expect(parsed).toMatchObject({
      nameRequired: false,
      issues: [],
      showErrorBanner: false,
      emailContentInfo: {},
    });
    expect(supportRequestFieldsSchema.safeParse({ emailRegex: '([' }).success).toBe(false);
    expect(supportRequestFieldsSchema.safeParse({ emailContentInfo: { toAddress: 'nobody' } }).success).toBe(
      false,
    );
  });
});
