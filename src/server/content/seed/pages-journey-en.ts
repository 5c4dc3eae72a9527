import type { PageInput } from '../../../shared/content-model/page';
import { journeyPages, type ContactType } from './pages-journey-builders';

const who: Record<ContactType, string> = {
  adult: 'yourself',
  caregiver: 'the person you care for',
  minor: 'your child',
};

export const pagesJourneyEn: PageInput[] = journeyPages(
  'en',
  {
    'migraine-study': 'Migraine Prevention Study',
    'asthma-study': 'Asthma Control Study',
    'knee-oa-study': 'Knee Osteoarthritis Pain Study',
  },
  {
    name: 'Who is taking part',
    breadcrumbTitle: 'Who is taking part',
    title: (study) => `Who is taking part? | ${study}`,
    description: 'Tell us who the questionnaire is for, so we can ask the right questions.',
    question: {
      title: 'Who are you answering these questions for?',
      nextText: 'Next',
      labels: {
        adult: 'Myself: I am 18 or older',
        caregiver: 'An adult I care for',
        minor: 'My child, who is under 18',
      },
    },
    resumeLater: {
      title: 'Not ready to finish now?',
      description:
        'We can email you a private link that brings you back to this point. The link works for a limited time, and opening it changes nothing until you confirm.',
      buttonText: 'Email me a link to continue later',
    },
  },
  {
    breadcrumbTitle: 'Your contact details',
    name: (type) => `Contact information (${type})`,
    title: (study) => `Your contact details | ${study}`,
    description: 'Leave your contact details so that a study site can reach you about next steps.',
    intro: (study, type) => ({
      heading: 'You may be a match for this study',
      paragraphs: [
        `Thank you for answering the questions about ${who[type]}. Based on the answers, ${who[type] === 'yourself' ? 'you' : who[type]} may be able to take part in the ${study}.`,
        'The next step is to leave contact details so that a research team near you can get in touch, answer your questions and explain what taking part would involve. Taking part is always voluntary.',
        'We use your details only for this study and its follow-up, as described in our privacy notice. You can ask us to delete them at any time.',
      ],
    }),
  },
);
