import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import { cookiePolicyPage } from './pages-widgets-b-cookies';

/*
 * The page widgets on the demo site: /resources (hero, breadcrumb, notification
 * banner, read more, text cut on small screens, share/download bar, outside links behind the
 * exit disclaimer, and a sticky bar that shows once the hero has scrolled off) and
 * /cookie-policy (the cookie declaration table). The study home pages get theirs from
 * pages-widgets-b-study.ts. Same item ids in both languages.
 */

const GUIDE_ANCHOR = 'what-happens';

interface ResourcesText {
  title: string;
  breadcrumb: string;
  banner: string;
  hero: { title: string; description: string; ctaText: string };
  sticky: { text: string; guide: string; ask: string };
  readMore: { heading: string; paragraphs: string[] };
  truncated: { heading: string; text: string };
  questions: { heading: string; paragraphs: string[] };
  share: { download: string; share: string; subject: string; body: string };
  exit: { heading: string; title: string; text: string; continueText: string; cancelText: string };
  links: Array<{ label: string; href: string; description: string }>;
}

function resourcesPage(language: Language, text: ResourcesText): PageInput {
  const es = language === 'es';
  return {
    id: 'resources',
    path: '/resources',
    language,
    name: 'Resources',
    title: text.title,
    breadcrumbTitle: text.breadcrumb,
    flags: { isStickyFooter: true },
    components: [
      {
        id: 'resources-notification',
        name: 'NotificationBanner',
        fields: { bannerKey: 'resources-new-guide', text: text.banner },
      },
      {
        id: 'resources-hero',
        name: 'HeroBanner',
        fields: { variant: 'herobannerv3', ...text.hero, ctaLink: `#${GUIDE_ANCHOR}` },
      },
      { id: 'resources-breadcrumb', name: 'Breadcrumb', fields: {} },
      {
        id: 'resources-read-more',
        name: 'ReadMore',
        fields: { ...text.readMore, anchorId: GUIDE_ANCHOR, visibleParagraphs: 1 },
      },
      { id: 'resources-questions', name: 'RichText', fields: text.questions },
      { id: 'resources-truncated', name: 'TruncatedContent', fields: text.truncated },
      {
        id: 'resources-share',
        name: 'ShareBar',
        fields: {
          showDownloadOption: true,
          downloadFile: `/downloads/questions-to-ask-${language}.pdf`,
          downloadText: text.share.download,
          showShareOption: true,
          shareText: text.share.share,
          sharingMedia: ['Email', 'Facebook', 'X', 'LinkedIn'],
          emailSubject: text.share.subject,
          emailBody: text.share.body,
        },
      },
      {
        id: 'resources-exit-disclaimer',
        name: 'ExitDisclaimer',
        fields: {
          linksHeading: text.exit.heading,
          links: text.links,
          title: text.exit.title,
          text: text.exit.text,
          continueText: text.exit.continueText,
          cancelText: text.exit.cancelText,
          closeLabel: es ? 'Cerrar' : 'Close',
        },
      },
      {
        id: 'resources-sticky-bar',
        name: 'StickyBar',
        fields: {
          ctaAllignment: 'Center',
          footerText: text.sticky.text,
          ctaButtons: [
            { buttonVariant: 'primary', link: { anchor: `#${GUIDE_ANCHOR}`, text: text.sticky.guide } },
            {
              buttonVariant: 'secondary',
              link: { anchor: `${es ? '/es' : ''}/support`, text: text.sticky.ask },
            },
          ],
          enableAutoShowMobile: false,
        },
      },
    ],
  };
}

export const pagesWidgetsBEn: PageInput[] = [
  cookiePolicyPage('en'),
  resourcesPage('en', {
    title: 'Resources for volunteers | ClinicalResearch',
    breadcrumb: 'Resources',
    banner: 'New: download our checklist of questions to ask before you join a study.',
    hero: {
      title: 'Resources for study volunteers',
      description:
        'Thinking about joining a clinical study? These pages help you prepare, know what to ask, and find trusted information.',
      ctaText: 'What happens in a study',
    },
    sticky: {
      text: 'Have a question about taking part?',
      guide: 'What happens in a study',
      ask: 'Ask us',
    },
    readMore: {
      heading: 'What happens when you join a study',
      paragraphs: [
        'Before anything else, the study team explains the study to you: why it is being done, what each visit involves, and the possible risks and benefits. You get a consent form to read and can take it home.',
        'If you decide to take part, you sign the consent form and have a screening visit. The team checks your health to make sure the study is safe and suitable for you. Some people are not able to join after screening, and that is normal.',
        'During the study you attend the planned visits, follow the study instructions and report how you feel. The team watches your health closely, and you can contact them between visits with any question or concern.',
        'You can leave the study at any time, for any reason, and it will not affect the care you get from your own doctor.',
      ],
    },
    questions: {
      heading: 'Questions to ask the study team',
      paragraphs: [
        'What is the purpose of the study, and why might I be a good fit?',
        'What tests, visits and treatments are involved, and how long will it take?',
        'What are the possible risks, side effects and benefits?',
        'Will taking part cost me anything? Are travel costs reimbursed?',
        'Can I keep seeing my own doctor and taking my usual medicines?',
        'Who will see my health information, and how is it protected?',
        'What happens if I want to leave the study early?',
        'Will I learn the results of the study when it ends?',
      ],
    },
    truncated: {
      heading: 'Your privacy',
      text: 'The answers you give in our questionnaires are used only to find out whether a study may be a good fit for you and to put you in touch with a study site. We never sell your information. Your details are stored securely, shared only with the study team you choose, and you can ask us to delete them at any time from your profile or by contacting support.',
    },
    share: {
      download: 'Download the question checklist (PDF)',
      share: 'Share this page:',
      subject: 'Resources for clinical study volunteers',
      body: 'I found this guide about taking part in clinical studies and thought it might help you:',
    },
    exit: {
      heading: 'Trusted information elsewhere',
      title: 'You are leaving ClinicalResearch',
      text: 'This link opens a website run by another organisation. Its own privacy policy and terms apply, and we are not responsible for its content.',
      continueText: 'Go to the website',
      cancelText: 'Stay here',
    },
    links: [
      {
        label: 'ClinicalTrials.gov',
        href: 'https://clinicaltrials.gov/',
        description: 'The US registry of clinical studies, run by the National Library of Medicine.',
      },
      {
        label: 'NIH: Clinical research trials and you',
        href: 'https://www.nih.gov/health-information/nih-clinical-research-trials-you',
        description: 'Plain-language answers about taking part in research.',
      },
      {
        label: 'FDA: Basics about clinical trials',
        href: 'https://www.fda.gov/patients/clinical-trials-what-patients-need-know',
        description: 'What patients need to know, from the US Food and Drug Administration.',
      },
    ],
  }),
];

export const pagesWidgetsBEs: PageInput[] = [
  cookiePolicyPage('es'),
  resourcesPage('es', {
    title: 'Recursos para voluntarios | ClinicalResearch',
    breadcrumb: 'Recursos',
    banner: 'Nuevo: descargue nuestra lista de preguntas para hacer antes de participar en un estudio.',
    hero: {
      title: 'Recursos para voluntarios de estudios',
      description:
        '¿Está pensando en participar en un estudio clínico? Estas páginas le ayudan a prepararse, saber qué preguntar y encontrar información confiable.',
      ctaText: 'Qué ocurre en un estudio',
    },
    sticky: {
      text: '¿Tiene alguna pregunta sobre cómo participar?',
      guide: 'Qué ocurre en un estudio',
      ask: 'Pregúntenos',
    },
    readMore: {
      heading: 'Qué ocurre cuando participa en un estudio',
      paragraphs: [
        'Antes que nada, el equipo del estudio le explica el estudio: por qué se hace, qué incluye cada visita y los posibles riesgos y beneficios. Recibe un formulario de consentimiento para leer y puede llevárselo a casa.',
        'Si decide participar, firma el consentimiento y tiene una visita de selección. El equipo revisa su salud para asegurarse de que el estudio sea seguro y adecuado para usted. Algunas personas no pueden participar después de la selección, y es normal.',
        'Durante el estudio asiste a las visitas previstas, sigue las instrucciones y cuenta cómo se siente. El equipo vigila su salud de cerca y puede contactarlo entre visitas con cualquier pregunta o inquietud.',
        'Puede dejar el estudio en cualquier momento y por cualquier motivo, sin que afecte la atención que recibe de su médico.',
      ],
    },
    questions: {
      heading: 'Preguntas para el equipo del estudio',
      paragraphs: [
        '¿Cuál es el propósito del estudio y por qué podría ser adecuado para mí?',
        '¿Qué pruebas, visitas y tratamientos incluye, y cuánto tiempo dura?',
        '¿Cuáles son los posibles riesgos, efectos secundarios y beneficios?',
        '¿Participar me cuesta algo? ¿Se reembolsan los gastos de viaje?',
        '¿Puedo seguir viendo a mi médico y tomando mis medicamentos habituales?',
        '¿Quién verá mi información de salud y cómo se protege?',
        '¿Qué pasa si quiero dejar el estudio antes de que termine?',
        '¿Conoceré los resultados del estudio cuando termine?',
      ],
    },
    truncated: {
      heading: 'Su privacidad',
      text: 'Las respuestas que da en nuestros cuestionarios se usan solo para saber si un estudio puede ser adecuado para usted y para ponerlo en contacto con un centro del estudio. Nunca vendemos su información. Sus datos se guardan de forma segura, solo se comparten con el equipo del estudio que usted elija y puede pedirnos que los borremos en cualquier momento desde su perfil o escribiendo a ayuda.',
    },
    share: {
      download: 'Descargar la lista de preguntas (PDF)',
      share: 'Compartir esta página:',
      subject: 'Recursos para voluntarios de estudios clínicos',
      body: 'Encontré esta guía sobre cómo participar en estudios clínicos y pensé que podría servirle:',
    },
    exit: {
      heading: 'Información confiable en otros sitios',
      title: 'Está saliendo de ClinicalResearch',
      text: 'Este enlace abre un sitio web de otra organización. Allí se aplican su propia política de privacidad y sus condiciones, y no somos responsables de su contenido.',
      continueText: 'Ir al sitio web',
      cancelText: 'Quedarme aquí',
    },
    links: [
      {
        label: 'ClinicalTrials.gov',
        href: 'https://clinicaltrials.gov/',
        description:
          'El registro de estudios clínicos de EE. UU., de la Biblioteca Nacional de Medicina (en inglés).',
      },
      {
        label: 'MedlinePlus: Estudios clínicos',
        href: 'https://medlineplus.gov/spanish/clinicaltrials.html',
        description: 'Información en español sobre qué son los estudios clínicos y cómo participar.',
      },
      {
        label: 'FDA: Información básica sobre ensayos clínicos',
        href: 'https://www.fda.gov/patients/clinical-trials-what-patients-need-know',
        description:
          'Lo que los pacientes deben saber, de la Administración de Alimentos y Medicamentos (en inglés).',
      },
    ],
  }),
];
