import type { PageInput } from '../../../shared/content-model/page';
import { studyHomePage } from './page-builders';
import { registrationStartComponent } from './pages-registration';
import { heroSearchFormComponent } from './pages-trials';
import { withStudyLocation } from './study-location-seed';

const home: PageInput = {
  id: 'home',
  path: '/',
  language: 'en',
  name: 'Home',
  title: 'ClinicalResearch | Find a clinical study near you',
  breadcrumbTitle: 'Home',
  description: 'Find clinical studies that are enrolling now and see whether you may be able to take part.',
  flags: { isHome: true },
  components: [
    {
      id: 'home-hero',
      name: 'HeroBanner',
      fields: {
        variant: 'herobannerv1',
        title: 'Clinical research starts with people like you',
        description:
          'Find a study that fits your health and your life. Answer a few short questions to see whether you may be able to take part. It takes about five minutes and there is no obligation.',
      },
    },
    heroSearchFormComponent('en'),
    {
      id: 'home-studies',
      name: 'StudyList',
      fields: {
        title: 'Studies now enrolling',
        studies: [
          {
            title: 'Migraine Prevention Study',
            condition: 'Migraine',
            description:
              'For adults who have migraine on four or more days a month. Visits take place at a study clinic near you.',
            link: '/migraine-study',
          },
          {
            title: 'Asthma Control Study',
            condition: 'Asthma',
            description:
              'For adults whose asthma is not well controlled with their current inhaler. Some participants may take part from home.',
            link: '/asthma-study',
          },
          {
            title: 'Knee Osteoarthritis Pain Study',
            condition: 'Knee osteoarthritis',
            description: 'For adults aged 40 to 80 with ongoing knee pain from osteoarthritis.',
            link: '/knee-oa-study',
          },
        ],
      },
    },
    {
      id: 'home-what-to-expect',
      name: 'RichText',
      fields: {
        heading: 'What to expect when you take part',
        paragraphs: [
          'Every clinical study follows a plan, called a protocol, that an independent ethics committee reviews before anyone joins. The protocol explains who can take part, what happens at each visit and how your safety is monitored.',
          'Taking part is always voluntary. The study team will explain the study, answer your questions and ask for your written consent before any study procedure. You can leave a study at any time, for any reason, without it affecting your usual care.',
          'The questionnaire on each study page is a first step only. It does not diagnose any condition and does not enroll you in a study. If your answers suggest you may be a match, a study site may contact you to talk about next steps.',
        ],
      },
    },
    registrationStartComponent('en'),
  ],
};

const migraine = studyHomePage('en', 'migraine-study', {
  name: 'Migraine study home',
  title: 'Migraine Prevention Study | ClinicalResearch',
  breadcrumbTitle: 'Migraine study',
  description: 'A clinical study of an investigational medicine for adults who have frequent migraine.',
  hero: {
    variant: 'herobannerv1',
    title: 'The Migraine Prevention Study',
    description:
      'Researchers are evaluating an investigational medicine to learn whether it may help reduce how often migraine attacks happen in adults who have migraine on four or more days each month.',
    ctaText: 'See if you qualify',
  },
  about: {
    heading: 'About this study',
    paragraphs: [
      'This study is for adults aged 18 to 65 who have had migraine for at least one year. It lasts about six months and includes regular visits to a study clinic near you, along with a short daily headache diary that you keep on your phone.',
      'Study-related visits and assessments are provided at no cost to you, and you may be reimbursed for reasonable travel expenses. The investigational medicine is not approved by health authorities for preventing migraine; its benefits and risks are still being studied.',
      'Please talk to your doctor before making any change to your current treatment.',
    ],
  },
  intro: {
    title: 'See if you may qualify',
    description:
      'Answer a few questions about your migraine history. Your answers help us find out whether this study may be a good fit for you; they do not replace advice from your doctor.',
    ctaText: 'Start the questionnaire',
    ctaLink: '/migraine-study/participant-type',
  },
});

const asthma = studyHomePage('en', 'asthma-study', {
  name: 'Asthma study home',
  title: 'Asthma Control Study | ClinicalResearch',
  breadcrumbTitle: 'Asthma study',
  description:
    'A clinical study for adults whose asthma is not well controlled, with clinic and at-home options.',
  hero: {
    variant: 'herobannerv2',
    title: 'The Asthma Control Study',
    description:
      'This study is looking at whether an investigational inhaled medicine, used together with your current asthma treatment, may help adults whose asthma is not well controlled. Some participants may be able to take part from home.',
    ctaText: 'See if you qualify',
  },
  about: {
    heading: 'About this study',
    paragraphs: [
      'Adults aged 18 to 75 who have had a diagnosis of asthma for at least one year and who use a daily controller inhaler may be able to take part. The study lasts about 52 weeks.',
      'Depending on where you live, you may join through a nearby study clinic or through a virtual site, where the study medicine is delivered to your home and most check-ins happen by video call or phone.',
      'You keep using your usual asthma medicine throughout the study unless the study doctor advises otherwise.',
    ],
  },
  intro: {
    title: 'See if you may qualify',
    description:
      'Answer a few questions about your asthma and your current treatment. Your answers help us find out whether this study may be a good fit for you; they do not replace advice from your doctor.',
    ctaText: 'Start the questionnaire',
    ctaLink: '/asthma-study/participant-type',
  },
});

const kneeOa = studyHomePage('en', 'knee-oa-study', {
  name: 'Knee osteoarthritis study home',
  title: 'Knee Osteoarthritis Pain Study | ClinicalResearch',
  breadcrumbTitle: 'Knee osteoarthritis study',
  description:
    'A clinical study of an investigational injection for adults with knee pain from osteoarthritis.',
  hero: {
    variant: 'herobannerv3',
    title: 'The Knee Osteoarthritis Pain Study',
    description:
      'Researchers want to learn whether an investigational injection may help reduce knee pain and improve everyday movement in adults with osteoarthritis of the knee.',
    ctaText: 'Take the questionnaire',
  },
  about: {
    heading: 'About this study',
    paragraphs: [
      'This study is for adults aged 40 to 80 who have had knee pain from osteoarthritis on most days for at least three months. It includes about eight clinic visits over twelve months.',
      'At the first visit, the study team will review your medical history and may take an X-ray of your knee to confirm whether the study is right for you.',
      'Taking part is voluntary, and you may stop at any time.',
    ],
  },
  intro: {
    title: 'Take the questionnaire',
    description:
      'Answer a few questions about your knee pain and your health. Your answers help us find out whether this study may be a good fit for you; they do not replace advice from your doctor.',
    ctaText: 'Start the questionnaire',
  },
});

const notFound: PageInput = {
  id: 'not-found',
  path: '/404',
  language: 'en',
  name: 'Page not found',
  title: 'Page not found | ClinicalResearch',
  flags: {},
  components: [
    {
      id: 'not-found-message',
      name: 'NotFound',
      fields: {
        title: "We can't find that page",
        description:
          'The page you are looking for may have moved, or the link may be out of date. You can go back to the home page to see the studies that are enrolling now.',
        linkText: 'Go to the home page',
        linkHref: '/',
      },
    },
  ],
};

export const pagesEn: PageInput[] = [
  home,
  withStudyLocation(migraine, 'variation3'),
  withStudyLocation(asthma, 'variation2'),
  withStudyLocation(kneeOa, 'variation1'),
  notFound,
];
