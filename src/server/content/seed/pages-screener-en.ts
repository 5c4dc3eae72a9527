import type { PageInput } from '../../../shared/content-model/page';
import { preScreenerPages, type LandingScreener, type PreScreenerPageText } from './pages-screener-builders';

const footer = {
  title: 'Your privacy',
  text: 'Your answers are used only to see whether this study may be a fit and, if you choose, to put you in touch with a study site. Taking the questionnaire does not enroll you in the study, and you can stop at any time.',
};

function text(studyName: string, condition: string): PreScreenerPageText {
  return {
    name: {
      adult: `${studyName} questionnaire (adult)`,
      caregiver: `${studyName} questionnaire (caregiver)`,
      minor: `${studyName} questionnaire (parent or guardian)`,
    },
    title: {
      adult: `See if you may qualify | ${studyName}`,
      caregiver: `See if the person you care for may qualify | ${studyName}`,
      minor: `See if your child may qualify | ${studyName}`,
    },
    header: {
      adult: {
        title: 'A few questions about you',
        text: `Answer a few questions about yourself and your ${condition.toLowerCase()}. It takes about three minutes.`,
      },
      caregiver: {
        title: 'A few questions about the person you care for',
        text: `Answer each question for the person you care for, not for yourself. It takes about three minutes.`,
      },
      minor: {
        title: 'A few questions about your child',
        text: `Answer each question for your child. It takes about three minutes.`,
      },
    },
    footer,
    iframeTitle: `${studyName} questionnaire`,
  };
}

export const pagesScreenerEn: PageInput[] = [
  ...preScreenerPages('en', 'migraine-study', text('Migraine Prevention Study', 'Migraine')),
  ...preScreenerPages('en', 'asthma-study', text('Asthma Control Study', 'Asthma')),
  ...preScreenerPages('en', 'knee-oa-study', text('Knee Osteoarthritis Pain Study', 'Knee pain')),
];

export const landingScreenersEn: LandingScreener[] = [
  {
    pageId: 'knee-oa-study-home',
    language: 'en',
    fields: {
      headerBanner: {
        title: 'Take the questionnaire',
        text: 'Answer a few questions about your knee pain and your health.',
      },
      footerBanner: footer,
      iframeTitle: 'Knee Osteoarthritis Pain Study questionnaire',
    },
  },
];
