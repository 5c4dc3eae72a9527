import {
  splitParamList,
  storedSiteSettingsSchema,
  type StoredSiteSettingsInput,
} from '../../../src/shared/content-model/site-settings';
import { contactFormSchema } from '../../../src/shared/content-model/form';

const minimal: StoredSiteSettingsInput = {
  language: 'en',
  tenantKey: 't',
  siteSettingsId: 's',
  baseUrl: 'https://example.org',
  EnableGoogleRecaptcha: false,
  RemoveQueryParamList: 'a&b',
  RetainQueryParamList: '',
  resumeEnrollmentExpirationDays: 30,
  disableResumeJourney: false,
  enableSmsSendFeature: false,
  enableUcpmIntegration: false,
  sendMailingList: false,
  myProfileItemUrl: '/manage-my-profile',
  returningUserTimeInterval: 24,
  returningUserTimeValue: 'hours',
  cookieTracker: { domain: '', cookieCategory: [] },
  languages: [{ code: 'en', label: 'English' }],
  header: { logoText: 'CR', logoAlt: 'CR home', links: [] },
  footer: { copyright: '© [currentYear]', links: [] },
};

describe('site settings', () => {
  it('applies the spec defaults: source CR, site name, language en, my-profile path, 1-day cookie', () => {
    expect(storedSiteSettingsSchema.parse(minimal)).toMatchObject({
      source: 'CR',
      siteName: 'ClinicalResearch',
      defaultLanguage: 'en',
      myProfilePath: '/manage-my-profile',
      cookieExpiryDateInDays: 1,
    });
  });

  it('refuses an unknown source', () => {
    expect(storedSiteSettingsSchema.safeParse({ ...minimal, source: 'XYZ' }).success).toBe(false);
  });

  it('splits ampersand-separated parameter lists, dropping empty entries', () => {
    expect(splitParamList('utm_source& utm_medium&&loadType')).toEqual([
      'utm_source',
      'utm_medium',
      'loadType',
    ]);
    expect(splitParamList('')).toEqual([]);
  });
});

describe('contact form', () => {
  const form = {
    key: 'f',
    language: 'en',
    formType: 'adult',
    submitText: 'Submit',
    fields: [{ type: 'textbox', name: 'Email', label: 'Email', regex: '^[^@]+@[^@]+$' }],
  };

  it('fills field defaults', () => {
    expect(contactFormSchema.parse(form).fields[0]).toMatchObject({
      required: false,
      prefillFromScreener: false,
      readOnly: false,
      options: [],
    });
  });

  it('refuses a regular expression that does not compile', () => {
    const broken = { ...form, fields: [{ ...form.fields[0], regex: '([a-z' }] };
    expect(contactFormSchema.safeParse(broken).success).toBe(false);
  });

  it('refuses an unknown field type', () => {
    const broken = { ...form, fields: [{ ...form.fields[0], type: 'slider' }] };
    expect(contactFormSchema.safeParse(broken).success).toBe(false);
  });
});
