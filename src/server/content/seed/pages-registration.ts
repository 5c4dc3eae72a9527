import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import type {
  ChoiceOption,
  RegistrationStartFieldsInput,
  RegistrationThankYouFieldsInput,
  RegistrationWizardFieldsInput,
} from '../../../shared/content-model/registration-fields';
import {
  THANK_YOU_PATH,
  wizardStepPath,
  WIZARD_STEPS,
  type WizardStep,
} from '../../../shared/domain/registration/wizard-steps';
import { registrationTextEn } from './pages-registration-en';
import { registrationTextEs } from './pages-registration-es';

/*
 * The volunteer registry's registration: the start on the home page (#cr-registration), the five wizard pages
 * /register/{step} and /thank-you, with the same paths and ids in every language (Spanish under /es). Option
 * values are language-free keys: the profile stores the value, the page shows the label.
 */

export const REGISTRATION_MAILING_LIST_ID = 'cr-registry';
export const REGISTRATION_EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com'];

type StepContent = Omit<Partial<RegistrationWizardFieldsInput>, 'step'>;
type Labelled = { label: string; requiredMessage: string };

/** What each language writes; flags, patterns, limits and values are the same in all. */
export interface RegistrationSeedText {
  start: Omit<RegistrationStartFieldsInput, 'nextLink' | 'emailDomains'>;
  common: { progressText: string; backText: string; nextText: string; completeText: string };
  steps: {
    'about-you': StepBase & {
      firstName: Labelled & { invalidMessage: string };
      lastName: Labelled & { invalidMessage: string };
      dob: Labelled & { ageMessage: string; invalidDateMessage?: string };
      gender: Labelled & { options: string[] };
    };
    'patient-enquiries': StepBase & { patientEnquiries: Labelled & { options: string[] } };
    conditions: StepBase & { conditions: Labelled & { placeholder: string; noOptionsText: string } };
    location: StepBase & {
      zipcode: Labelled & { invalidMessage: string };
      travelDistance: Labelled & { unit: string };
      homeTrial: Labelled & { options: string[] };
    };
    'contact-preference': StepBase & {
      phone: { label: string; invalidMessage: string };
      isMobileLabel: string;
      smsWithoutMobileMessage: string;
      primaryConsent: { name: string; title: string; message: string };
      media: { name: string; title: string; message: string; email: string; sms: string };
      submittingText: string;
    };
  };
  thankYou: Omit<RegistrationThankYouFieldsInput, 'resendLimit'> & { pageName: string };
}
interface StepBase {
  name: string;
  title: string;
  subtitle?: string;
}

const TEXT: Record<Language, RegistrationSeedText> = { en: registrationTextEn, es: registrationTextEs };
const GENDERS = ['Female', 'Male', 'Other', 'Prefer not to say'];
const ENQUIRIES = ['diagnosed', 'caregiver', 'help-research', 'healthy-volunteer'];
const HOME_TRIALS = ['Yes', 'No', 'Not sure'];
const MILES = [10, 25, 50, 100];
/** Letters (accented ones too), spaces, apostrophes, periods and hyphens. */
const NAME_RULE = "^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ '.-]*$";
const ZIP_RULE = '^\\d{5}$';
const PHONE_RULE = '^\\+?1?[ -]?\\(?\\d{3}\\)?[ -]?\\d{3}[ -]?\\d{4}$';

const prefix = (language: Language) => (language === 'es' ? '/es' : '');
const options = (values: string[], labels: string[]): ChoiceOption[] =>
  values.map((value, index) => ({ value, label: labels[index] ?? value }));

type ComponentInput = PageInput['components'][number];

/** The home page's registration start (its section is #cr-registration). */
export function registrationStartComponent(language: Language): ComponentInput {
  const fields: RegistrationStartFieldsInput = {
    ...TEXT[language].start,
    isEmailRequired: true,
    isConsentRequired: true,
    nextLink: `${prefix(language)}${wizardStepPath('about-you')}`,
    emailDomains: REGISTRATION_EMAIL_DOMAINS,
  };
  return { id: 'home-registration', name: 'RegistrationStart', fields };
}

function stepFields(language: Language, step: WizardStep): StepContent {
  const s = TEXT[language].steps;
  switch (step) {
    case 'about-you': {
      const t = s[step];
      return {
        firstName: { ...t.firstName, required: true, regex: NAME_RULE, maxLength: 50 },
        lastName: { ...t.lastName, required: true, regex: NAME_RULE, maxLength: 50 },
        dob: { ...t.dob, required: true, ageCheck: true, minAge: 18, maxAge: 100, startYear: 1900 },
        gender: { ...t.gender, required: true, options: options(GENDERS, t.gender.options) },
      };
    }
    case 'patient-enquiries': {
      const t = s[step].patientEnquiries;
      return { patientEnquiries: { ...t, required: true, options: options(ENQUIRIES, t.options) } };
    }
    case 'conditions':
      return { conditions: { ...s[step].conditions, required: true } };
    case 'location': {
      const t = s[step];
      const miles = MILES.map((count) => ({
        value: `${count} miles`,
        label: `${count} ${t.travelDistance.unit}`,
      }));
      return {
        zipcode: { ...t.zipcode, required: true, regex: ZIP_RULE },
        travelDistance: {
          label: t.travelDistance.label,
          requiredMessage: t.travelDistance.requiredMessage,
          required: true,
          options: miles,
        },
        homeTrial: { ...t.homeTrial, required: true, options: options(HOME_TRIALS, t.homeTrial.options) },
      };
    }
    case 'contact-preference':
      return contactFields(language);
  }
}

/** The contact step: the contact forms' consent groups (a required consent; Email and SMS media). */
function contactFields(language: Language): StepContent {
  const t = TEXT[language].steps['contact-preference'];
  return {
    phone: { ...t.phone, required: false, regex: PHONE_RULE, maxLength: 20 },
    isMobileLabel: t.isMobileLabel,
    smsWithoutMobileMessage: t.smsWithoutMobileMessage,
    consentGroups: [
      {
        name: t.primaryConsent.name,
        key: 'primaryConsent',
        consentTitle: t.primaryConsent.title,
        isRequired: true,
        requiredFieldMessage: t.primaryConsent.message,
      },
      {
        name: t.media.name,
        key: 'secondaryConsent',
        consentTitle: t.media.title,
        hideConsentCheckbox: true,
        mediumFieldName: 'SecondaryConsentMedium',
        enableAtleastOneContactMediumMandatedOutOfVisible: true,
        enableAtleastOneContactMediumErrorMessage: t.media.message,
        consentMediumList: [
          { key: 'Email', name: t.media.email, channel: 'email', defaultOptIn: true },
          { key: 'SMS', name: t.media.sms, channel: 'sms' },
        ],
      },
    ],
    mailingListId: REGISTRATION_MAILING_LIST_ID,
    contactType: 'CR Registration',
    submittingText: t.submittingText,
  };
}

function wizardPage(language: Language, step: WizardStep): PageInput {
  const { common } = TEXT[language];
  const { name, title, subtitle } = TEXT[language].steps[step];
  const index = WIZARD_STEPS.indexOf(step);
  const previous = WIZARD_STEPS[index - 1];
  const fields: RegistrationWizardFieldsInput = {
    ...stepFields(language, step),
    step,
    title,
    ...(subtitle ? { subtitle } : {}),
    progressText: common.progressText,
    backText: common.backText,
    // The first step's Back is the browser's back.
    backLink: previous ? `${prefix(language)}${wizardStepPath(previous)}` : '{host}',
    nextText: step === 'contact-preference' ? common.completeText : common.nextText,
  };
  return {
    id: `register-${step}`,
    path: wizardStepPath(step),
    language,
    name,
    title: `${title} | ClinicalResearch`,
    flags: {},
    components: [{ id: `register-${step}-wizard`, name: 'RegistrationWizard', fields }],
  };
}

function thankYouPage(language: Language): PageInput {
  const { pageName, ...texts } = TEXT[language].thankYou;
  const fields: RegistrationThankYouFieldsInput = { ...texts, resendLimit: 3 };
  return {
    id: 'thank-you',
    path: THANK_YOU_PATH,
    language,
    name: pageName,
    title: `${texts.title} | ClinicalResearch`,
    flags: {},
    components: [{ id: 'thank-you-widget', name: 'RegistrationThankYou', fields }],
  };
}

const registrationPages = (language: Language): PageInput[] => [
  ...WIZARD_STEPS.map((step) => wizardPage(language, step)),
  thankYouPage(language),
];

export const pagesRegistrationEn: PageInput[] = registrationPages('en');
export const pagesRegistrationEs: PageInput[] = registrationPages('es');
