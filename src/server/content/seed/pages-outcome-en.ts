import type { ProgressBarFields } from '../../../shared/content-model/outcome-widget-fields';
import type { PageInput } from '../../../shared/content-model/page';
import { outcomePages, type OutcomeLanguageText } from './pages-outcome-builder';
import { successTextEn } from './pages-success-text';

/* Outcome pages, English. Plain, kind and without blame: not
 * qualifying for one study says nothing about a person's health. */

const notEligible = 'Thank you for your interest';
const whyRules =
  'Every study has its own requirements, set to protect the safety of the people who take part and to answer its research question.';

/** The journey's progress (J1, J2, J3); other pages (pre-screener, contact info) may show it too. */
export const progressBarEn: ProgressBarFields = {
  label: 'Your progress',
  J1: [
    { name: 'Questionnaire', step: 'pre-screener' },
    { name: 'Contact details', step: 'contact-info' },
    { name: 'Study site', step: 'site-selection' },
    { name: 'Next steps', step: 'outcome' },
  ],
  J2: [
    { name: 'Questionnaire', step: 'pre-screener' },
    { name: 'Contact details', step: 'contact-info' },
    { name: 'Site or home visits', step: 'site-selection' },
    { name: 'Next steps', step: 'outcome' },
  ],
  J3: [
    { name: 'Questionnaire', step: 'pre-screener' },
    { name: 'Your details', step: 'contact-info' },
    { name: 'Study site', step: 'site-selection' },
    { name: 'Confirmation', step: 'outcome' },
  ],
};

const text: OutcomeLanguageText = {
  siteName: 'ClinicalResearch',
  link: { text: 'See other studies', href: '/' },
  pages: {
    '/dnq/adult': {
      title: notEligible,
      heading: 'Thank you for taking the questionnaire',
      paragraphs: [
        'Based on your answers, you do not qualify for this study at this time.',
        `${whyRules} Not qualifying for this study says nothing about your health, and you may be a match for other studies.`,
      ],
    },
    '/dnq/minor': {
      title: notEligible,
      heading: 'Thank you for answering for your child',
      paragraphs: [
        'Based on your answers, your child does not qualify for this study at this time.',
        `${whyRules} This result says nothing about your child's health, and other studies may be a better fit.`,
      ],
    },
    '/dnq/caregiver': {
      title: notEligible,
      heading: 'Thank you for answering for the person you care for',
      paragraphs: [
        'Based on your answers, the person you care for does not qualify for this study at this time.',
        `${whyRules} This result says nothing about their health, and other studies may be a better fit.`,
      ],
    },
    '/minor-dnq/adult': {
      title: 'This study is for adults',
      heading: 'This study can only enroll adults',
      paragraphs: [
        'Based on the date of birth you gave, you are under 18, so we cannot continue with this questionnaire.',
        'If you are interested in clinical research, a parent or legal guardian can look at studies for young people with you.',
      ],
    },
    '/minor-dnq/minor': {
      title: 'Your child cannot take part in this study',
      heading: 'This study is not open to your child',
      paragraphs: [
        'Based on the age you gave, your child cannot take part in this study.',
        'Studies for children are planned for specific age groups. Other studies may be open to your child now or later.',
      ],
    },
    '/minor-dnq/caregiver': {
      title: 'A parent or guardian needs to answer',
      heading: 'A parent or legal guardian needs to answer for a child',
      paragraphs: [
        'The person you care for is under 18. For a child, the questionnaire must be completed by a parent or legal guardian.',
        'If you are the child’s parent or legal guardian, please start again and choose the option for a child.',
      ],
    },
    '/minor-dnq/guardian': {
      title: 'A parent or guardian needs to answer',
      heading: 'Only a parent or legal guardian can answer for a child',
      paragraphs: [
        'Based on your answers, you are not the parent or legal guardian of the child, so we cannot continue with this questionnaire.',
        'Please ask the child’s parent or legal guardian to visit this site and answer the questions.',
      ],
    },
    '/minor-dnq/not_in_range': {
      title: 'This study is for a different age group',
      heading: 'The age is outside this study’s range',
      paragraphs: [
        'Based on the date of birth you gave, the age is outside the range this study is looking for.',
        'Each study enrolls people of particular ages. Other studies may be open to this age group.',
      ],
    },
    '/no-site-available/adult': {
      title: 'No study site near you yet',
      heading: 'There is no study site near you yet',
      paragraphs: [
        'Thank you for your answers. You may be a match for this study, but no study site in your area is enrolling at the moment.',
        'We have saved your details. If a site opens near you, the study team may contact you.',
      ],
    },
    '/no-site-available/minor': {
      title: 'No study site near you yet',
      heading: 'There is no study site near you yet',
      paragraphs: [
        'Thank you for your answers. Your child may be a match for this study, but no study site in your area is enrolling at the moment.',
        'We have saved your details. If a site opens near you, the study team may contact you.',
      ],
    },
    '/no-site-available/caregiver': {
      title: 'No study site near you yet',
      heading: 'There is no study site near you yet',
      paragraphs: [
        'Thank you for your answers. The person you care for may be a match for this study, but no study site in your area is enrolling at the moment.',
        'We have saved your details. If a site opens near you, the study team may contact you.',
      ],
    },
    '/no-site-available-max-capacity/adult': {
      title: 'Study sites near you are full',
      heading: 'The study sites near you are full for now',
      paragraphs: [
        'Thank you for your answers. You may be a match for this study, but the sites in your area have enrolled as many people as they can at the moment.',
        'We have saved your details. If a place opens up, the study team may contact you.',
      ],
    },
    '/no-site-available-max-capacity/minor': {
      title: 'Study sites near you are full',
      heading: 'The study sites near you are full for now',
      paragraphs: [
        'Thank you for your answers. Your child may be a match for this study, but the sites in your area have enrolled as many people as they can at the moment.',
        'We have saved your details. If a place opens up, the study team may contact you.',
      ],
    },
    '/no-site-available-max-capacity/caregiver': {
      title: 'Study sites near you are full',
      heading: 'The study sites near you are full for now',
      paragraphs: [
        'Thank you for your answers. The person you care for may be a match for this study, but the sites in their area have enrolled as many people as they can at the moment.',
        'We have saved your details. If a place opens up, the study team may contact you.',
      ],
    },
    '/no-site-convenient/adult': {
      title: 'Thank you for letting us know',
      heading: 'Thank you for letting us know',
      paragraphs: [
        'You told us that none of the study sites is convenient for you. That is completely fine.',
        'We have saved your answers. If a site opens closer to you, the study team may contact you.',
      ],
    },
    '/no-site-convenient/minor': {
      title: 'Thank you for letting us know',
      heading: 'Thank you for letting us know',
      paragraphs: [
        'You told us that none of the study sites is convenient for you and your child. That is completely fine.',
        'We have saved your answers. If a site opens closer to you, the study team may contact you.',
      ],
    },
    '/no-site-convenient/caregiver': {
      title: 'Thank you for letting us know',
      heading: 'Thank you for letting us know',
      paragraphs: [
        'You told us that none of the study sites is convenient for the person you care for. That is completely fine.',
        'We have saved your answers. If a site opens closer to them, the study team may contact you.',
      ],
    },
    '/siteselectionsuccess': {
      title: 'You are all set',
      heading: 'You are all set',
      paragraphs: [
        'Thank you. Your details have been sent to the study site you chose.',
        'A member of the study team will contact you, usually within a few working days, to talk about the study and answer your questions.',
      ],
    },
  },
  next: {
    dnq: {
      heading: 'What you can do now',
      paragraphs: [
        'Look at the other studies that are enrolling now: you may be a match for one of them.',
        'Talk with your doctor about your treatment options and whether a clinical study could be right for you.',
      ],
    },
    'minor-dnq': {
      heading: 'What you can do now',
      paragraphs: [
        'Look at the other studies that are enrolling now: some are open to other age groups.',
        'A doctor can also tell you about studies that may suit a young person.',
      ],
    },
    'no-site-available': {
      heading: 'What happens next',
      paragraphs: [
        'You do not need to do anything. New study sites open from time to time, and we will only contact you about this study.',
        'In the meantime, you can look at other studies that are enrolling now.',
      ],
    },
    'no-site-available-max-capacity': {
      heading: 'What happens next',
      paragraphs: [
        'You do not need to do anything. Places at study sites can open up again as the study goes on.',
        'In the meantime, you can look at other studies that are enrolling now.',
      ],
    },
    'no-site-convenient': {
      heading: 'What happens next',
      paragraphs: [
        'You do not need to do anything. Taking part in a study is always your choice.',
        'You can look at other studies that are enrolling now, some of which may have sites closer to you.',
      ],
    },
    siteselectionsuccess: {
      heading: 'What happens next',
      paragraphs: [
        'The study team will explain what taking part involves, including the visits, the tests and any costs that are covered.',
        'You can ask as many questions as you like. Taking part is always voluntary, and you can change your mind at any time, before or after you join.',
        'Please keep your phone and email close by over the next few days so you do not miss their call or message.',
      ],
    },
  },
  progress: progressBarEn,
  success: successTextEn,
};

export const pagesOutcomeEn: PageInput[] = outcomePages('en', text);
