import type { RichTextFields } from '../../../shared/content-model/component-fields';
import type {
  ParticipantTypeQuestionFields,
  ResumeLaterFields,
} from '../../../shared/content-model/journey-page-widget-fields';
import type { ContactFormInput } from '../../../shared/content-model/form';
import { localizePath, type Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import { formsSeed } from './forms';

/** The journey's study pages: the participant-type question and the contact-info introductions. */

export const JOURNEY_STUDY_KEYS = ['migraine-study', 'asthma-study', 'knee-oa-study'] as const;
export type JourneyStudyKey = (typeof JOURNEY_STUDY_KEYS)[number];
export const CONTACT_TYPES = ['adult', 'caregiver', 'minor'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export interface ParticipantTypeText {
  name: string;
  breadcrumbTitle: string;
  title: (studyName: string) => string;
  description: string;
  question: Omit<ParticipantTypeQuestionFields, 'options'> & { labels: Record<ContactType, string> };
  resumeLater: ResumeLaterFields;
}

export interface ContactInfoText {
  name: (type: ContactType) => string;
  breadcrumbTitle: string;
  title: (studyName: string, type: ContactType) => string;
  description: string;
  intro: (studyName: string, type: ContactType) => RichTextFields;
}

export function participantTypePage(
  language: Language,
  studyKey: JourneyStudyKey,
  studyName: string,
  text: ParticipantTypeText,
): PageInput {
  const root = `/${studyKey}`;
  const option = (value: ContactType) => ({
    value,
    label: text.question.labels[value],
    link: localizePath(`${root}/${value}`, language),
  });
  return {
    id: `${studyKey}-participant-type`,
    path: `${root}/participant-type`,
    language,
    name: text.name,
    title: text.title(studyName),
    breadcrumbTitle: text.breadcrumbTitle,
    description: text.description,
    studyKey,
    flags: {},
    components: [
      {
        id: `${studyKey}-participant-type-question`,
        name: 'ParticipantTypeQuestion',
        fields: {
          title: text.question.title,
          nextText: text.question.nextText,
          options: CONTACT_TYPES.map(option),
        },
      },
      { id: `${studyKey}-participant-type-resume-later`, name: 'ResumeLater', fields: text.resumeLater },
    ],
  };
}

function seededContactForm(type: ContactType, language: Language): ContactFormInput {
  const form = formsSeed.find((candidate) => candidate.formType === type && candidate.language === language);
  if (!form) throw new Error(`No seeded ${type} contact form in ${language}`);
  return form;
}

/**
 * The contact form of a contact-info page: the ContactForm component embeds the seeded form of its type and
 * language, so the page's layout answer is all the client needs (also offline). The modals' texts are left to
 * the built-in fallbacks.
 */
function contactFormComponent(studyKey: JourneyStudyKey, type: ContactType, language: Language) {
  const component: PageInput['components'][number] = {
    id: `${studyKey}-contact-info-${type}-form`,
    name: 'ContactForm',
    fields: { form: seededContactForm(type, language) },
  };
  return [component];
}

export function contactInfoPage(
  language: Language,
  studyKey: JourneyStudyKey,
  studyName: string,
  type: ContactType,
  text: ContactInfoText,
): PageInput {
  return {
    id: `${studyKey}-contact-info-${type}`,
    path: `/${studyKey}/contact-info/${type}`,
    language,
    name: text.name(type),
    title: text.title(studyName, type),
    breadcrumbTitle: text.breadcrumbTitle,
    description: text.description,
    studyKey,
    flags: {},
    components: [
      { id: `${studyKey}-contact-info-${type}-intro`, name: 'RichText', fields: text.intro(studyName, type) },
      ...contactFormComponent(studyKey, type, language),
      // The built-in texts: the link brings the person back to this form; what was typed and not
      // sent stays on this device (the server stores a form only when it is submitted).
      { id: `${studyKey}-contact-info-${type}-resume-later`, name: 'ResumeLater', fields: {} },
    ],
  };
}

export function journeyPages(
  language: Language,
  studyNames: Record<JourneyStudyKey, string>,
  participantType: ParticipantTypeText,
  contactInfo: ContactInfoText,
): PageInput[] {
  return JOURNEY_STUDY_KEYS.flatMap((key) => [
    participantTypePage(language, key, studyNames[key], participantType),
    ...CONTACT_TYPES.map((type) => contactInfoPage(language, key, studyNames[key], type, contactInfo)),
  ]);
}
