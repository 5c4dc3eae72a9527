import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import type { SupportRequestFieldsInput } from '../../../shared/content-model/support-fields';

/*
 * The support area: the landing page /support with a tile per kind of help, and the two request forms
 * /support/technical and /support/study. Same paths and item ids in both languages; Spanish under the /es
 * prefix. The requests are mailed to SUPPORT_INBOX (the demo mailbox shows them when no SMTP server is
 * configured).
 */

export const SUPPORT_PATH = '/support';
export const SUPPORT_TECHNICAL_PATH = '/support/technical';
export const SUPPORT_STUDY_PATH = '/support/study';
export const SUPPORT_INBOX = 'support@clinicalresearch.example';
export const SUPPORT_TECHNICAL_FORM_ID = 'support-technical-form';
export const SUPPORT_STUDY_FORM_ID = 'support-study-form';

const prefix = (language: Language) => (language === 'es' ? '/es' : '');

function landing(language: Language): PageInput {
  const es = language === 'es';
  return {
    id: 'support',
    path: SUPPORT_PATH,
    language,
    name: 'Support',
    title: es ? 'Ayuda | ClinicalResearch' : 'Support | ClinicalResearch',
    breadcrumbTitle: es ? 'Ayuda' : 'Support',
    flags: {},
    components: [
      {
        id: 'support-landing',
        name: 'SupportLanding',
        fields: {
          title: es ? '¿Cómo podemos ayudarle?' : 'How can we help?',
          subtitle: es
            ? 'Elija el tipo de ayuda que necesita y envíenos su pregunta.'
            : 'Choose the kind of help you need and send us your question.',
          tiles: [
            {
              title: es ? 'Ayuda técnica' : 'Technical support',
              description: es
                ? 'Problemas con el sitio web, los formularios o los enlaces de correo.'
                : 'Problems with the website, the forms or the links in our emails.',
              icon: 'technical',
              link: `${prefix(language)}${SUPPORT_TECHNICAL_PATH}`,
            },
            {
              title: es ? 'Preguntas sobre el estudio' : 'Study questions',
              description: es
                ? 'Preguntas sobre un estudio, su participación o el centro del estudio.'
                : 'Questions about a study, taking part or the study site.',
              icon: 'study',
              link: `${prefix(language)}${SUPPORT_STUDY_PATH}`,
            },
          ],
        },
      },
    ],
  };
}

function formTexts(language: Language): SupportRequestFieldsInput {
  const es = language === 'es';
  return {
    nameLabel: es ? 'Nombre' : 'Name',
    emailLabel: es ? 'Correo electrónico' : 'Email address',
    issueLabel: es ? 'Tema' : 'Issue',
    messageLabel: es ? 'Mensaje' : 'Message',
    namePlaceholder: es ? 'Su nombre' : 'Your name',
    emailPlaceholder: es ? 'nombre@ejemplo.com' : 'name@example.com',
    issuePlaceholder: es ? 'Elija un tema' : 'Choose an issue',
    messagePlaceholder: es ? 'Cuéntenos cómo podemos ayudarle' : 'Tell us how we can help',
    nameRequired: true,
    nameRequiredMessage: es ? 'Escriba su nombre.' : 'Please enter your name.',
    emailRequired: true,
    emailRequiredMessage: es ? 'Escriba su correo electrónico.' : 'Please enter your email address.',
    emailInvalidMessage: es ? 'Escriba un correo electrónico válido.' : 'Please enter a valid email address.',
    issueRequired: true,
    issueRequiredMessage: es ? 'Elija un tema.' : 'Please choose an issue.',
    messageRequired: true,
    messageRequiredMessage: es ? 'Escriba su mensaje.' : 'Please enter your message.',
    buttonText: es ? 'Enviar' : 'Submit',
    showErrorBanner: true,
  };
}

function emailContent(language: Language, subjectPrefix: string) {
  const es = language === 'es';
  return {
    toAddress: SUPPORT_INBOX,
    subjectPrefix,
    template: es
      ? 'Solicitud de ayuda: {subject}\nDe: {name} <{mailId}>\n\n{Message}'
      : 'Support request: {subject}\nFrom: {name} <{mailId}>\n\n{Message}',
    errorMessage: es
      ? 'Lo sentimos, no pudimos enviar su solicitud. Inténtelo de nuevo más tarde.'
      : 'Sorry, we could not send your request. Please try again later.',
    successIcon: 'check' as const,
    successTitle: es ? 'Gracias, recibimos su solicitud' : 'Thank you, we received your request',
    successDescription: es
      ? 'Nuestro equipo de ayuda le responderá por correo electrónico lo antes posible.'
      : 'Our support team will reply by email as soon as possible.',
  };
}

function technical(language: Language): PageInput {
  const es = language === 'es';
  return {
    id: 'support-technical',
    path: SUPPORT_TECHNICAL_PATH,
    language,
    name: 'Technical support',
    title: es ? 'Ayuda técnica | ClinicalResearch' : 'Technical support | ClinicalResearch',
    breadcrumbTitle: es ? 'Ayuda técnica' : 'Technical support',
    flags: {},
    components: [
      {
        id: SUPPORT_TECHNICAL_FORM_ID,
        name: 'SupportRequest',
        fields: {
          ...formTexts(language),
          title: es ? 'Ayuda técnica' : 'Technical support',
          description: es
            ? 'Cuéntenos qué no funciona y le ayudaremos.'
            : 'Tell us what is not working and we will help.',
          issues: es
            ? ['No puedo abrir un enlace', 'Un formulario no funciona', 'Otro problema']
            : ['I cannot open a link', 'A form does not work', 'Something else'],
          emailContentInfo: emailContent(language, '[Technical support]'),
        },
      },
    ],
  };
}

function study(language: Language): PageInput {
  const es = language === 'es';
  return {
    id: 'support-study',
    path: SUPPORT_STUDY_PATH,
    language,
    name: 'Study support',
    title: es ? 'Preguntas sobre el estudio | ClinicalResearch' : 'Study questions | ClinicalResearch',
    breadcrumbTitle: es ? 'Preguntas sobre el estudio' : 'Study questions',
    flags: {},
    components: [
      {
        id: SUPPORT_STUDY_FORM_ID,
        name: 'SupportRequest',
        fields: {
          ...formTexts(language),
          title: es ? 'Preguntas sobre el estudio' : 'Study questions',
          description: es
            ? 'Envíe su pregunta al equipo del estudio.'
            : 'Send your question to the study team.',
          fixedIssue: es ? 'Pregunta sobre un estudio' : 'Question about a study',
          emailContentInfo: emailContent(language, '[Study support]'),
        },
      },
    ],
  };
}

export const pagesSupportEn: PageInput[] = [landing('en'), technical('en'), study('en')];
export const pagesSupportEs: PageInput[] = [landing('es'), technical('es'), study('es')];
