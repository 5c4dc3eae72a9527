import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import { heroSearchFormComponent } from './pages-trials';
import { demoStudies, HCP_PATH, heroImage, localPath, STUDIES_PATH, tr } from './pages-widgets-a-common';

/*
 * /hcp: the page for healthcare professionals. Shows the hero banner v4, the HCP sub-banner, the
 * hero with study-card search, the hero search form in its HCP layout, how it works (variant3) and informational steps V6 and H1.
 */
function hcpPage(language: Language): PageInput {
  const t = (en: string, es: string) => tr(language, en, es);
  return {
    id: 'hcp',
    path: HCP_PATH,
    language,
    name: 'Healthcare professionals',
    title: t(
      'For healthcare professionals | ClinicalResearch',
      'Para profesionales de la salud | ClinicalResearch',
    ),
    breadcrumbTitle: t('Healthcare professionals', 'Profesionales de la salud'),
    flags: {},
    components: [
      {
        id: 'hcp-hero',
        name: 'HeroBanner',
        fields: {
          variant: 'herobannerv4',
          title: t(
            'Refer your patients to clinical research',
            'Derive a sus pacientes a la investigación clínica',
          ),
          description: t(
            'Clinical studies can offer your patients another option and close monitoring. Find an enrolling study by condition and share it in a few clicks.',
            'Los estudios clínicos pueden ofrecer a sus pacientes otra opción y un seguimiento cercano. Encuentre un estudio por enfermedad y compártalo en pocos clics.',
          ),
          image: heroImage('hcp', t('Illustration of a clinic', 'Ilustración de una clínica')),
          ctaButtons: [
            { text: t('Search studies', 'Buscar estudios'), link: '#study-search' },
            {
              text: t('Registry of studies', 'Registro de estudios'),
              link: 'https://clinicaltrials.gov/',
              variant: 'secondary',
              ariaLabel: t(
                'Registry of studies at ClinicalTrials.gov (opens in a new tab)',
                'Registro de estudios en ClinicalTrials.gov (se abre en una pestaña nueva)',
              ),
            },
          ],
        },
      },
      {
        id: 'hcp-sub-banner',
        name: 'HcpSubBanner',
        fields: {
          eyebrow: t('For your practice', 'Para su consulta'),
          title: t(
            'A simple referral, with you kept informed',
            'Una derivación sencilla, manteniéndole informado',
          ),
          description: t(
            'Your patient answers a short questionnaire, and the study site contacts them directly. With their permission, the site can send you a summary of their participation.',
            'Su paciente responde un breve cuestionario y el centro del estudio se pone en contacto directamente. Con su permiso, el centro puede enviarle un resumen de su participación.',
          ),
          image: { desktop: '/images/content-widgets/hcp-tablet.svg', alt: '' },
          ctaButtons: [
            {
              text: t('How referral works', 'Cómo funciona la derivación'),
              link: '#referral-steps',
              variant: 'primary',
            },
            {
              text: t('All studies', 'Todos los estudios'),
              link: localPath(language, STUDIES_PATH),
              variant: 'link',
            },
          ],
        },
      },
      {
        id: 'hcp-study-search',
        name: 'HeroStudySearch',
        fields: {
          anchorId: 'study-search',
          title: t('Find a study for your patient', 'Encuentre un estudio para su paciente'),
          description: t(
            'Type a condition to narrow the list of studies that are enrolling now.',
            'Escriba una enfermedad para reducir la lista de estudios que inscriben ahora.',
          ),
          searchLabel: t('Condition', 'Enfermedad'),
          searchPlaceholder: t('For example: asthma', 'Por ejemplo: asma'),
          studies: demoStudies(language),
        },
      },
      {
        ...heroSearchFormComponent(language, 'hcp-trial-search'),
        fields: {
          ...heroSearchFormComponent(language).fields,
          isHCP: true,
          title: t('Search every trial for your patient', 'Busque entre todos los ensayos para su paciente'),
          description: t(
            'Search thousands of trials by condition and your practice zip code.',
            'Busque entre miles de ensayos por enfermedad y el código postal de su consulta.',
          ),
        },
      },
      {
        id: 'hcp-how-it-works',
        name: 'HowItWorks',
        fields: {
          anchorId: 'referral-steps',
          variant: 'variant3',
          title: t('How referral works', 'Cómo funciona la derivación'),
          // Not a hex colour on purpose: the widget inherits the page background.
          backgroundColor: 'teal',
          steps: [
            {
              icon: 'search',
              description: t(
                'Find a study that fits your patient.',
                'Encuentre un estudio adecuado para su paciente.',
              ),
            },
            {
              icon: 'people',
              description: t(
                'Share the study page with your patient.',
                'Comparta la página del estudio con su paciente.',
              ),
            },
            {
              icon: 'clipboard',
              description: t(
                'Your patient completes the questionnaire.',
                'Su paciente completa el cuestionario.',
              ),
            },
            {
              icon: 'clinic',
              description: t(
                'The study site takes it from there.',
                'El centro del estudio se encarga del resto.',
              ),
            },
          ],
          summarySection1: t(
            'Referring does not commit your patient to anything: they decide after talking with the study team.',
            'Derivar no compromete a su paciente: decide después de hablar con el equipo del estudio.',
          ),
        },
      },
      {
        id: 'hcp-what-to-expect',
        name: 'InformationalSteps',
        fields: {
          variant: 'V6',
          title: t('What your patient can expect', 'Qué puede esperar su paciente'),
          description: t(
            'A clear, respectful process from the first contact.',
            'Un proceso claro y respetuoso desde el primer contacto.',
          ),
          steps: [
            {
              title: t('A call within a few days', 'Una llamada en pocos días'),
              description: t(
                'The site calls to explain the study and check the main criteria.',
                'El centro llama para explicar el estudio y revisar los criterios principales.',
              ),
            },
            {
              title: t('A screening visit', 'Una visita de selección'),
              description: t(
                'Tests confirm whether the study is a good fit, at no cost.',
                'Las pruebas confirman si el estudio es adecuado, sin costo.',
              ),
            },
            {
              title: t('Regular follow-up', 'Seguimiento regular'),
              description: t(
                'Visits follow the study plan, and you stay the patient’s doctor.',
                'Las visitas siguen el plan del estudio y usted sigue siendo su médico.',
              ),
            },
          ],
        },
      },
      {
        id: 'hcp-resources',
        name: 'InformationalSteps',
        fields: {
          variant: 'H1',
          title: t('Resources for your team', 'Recursos para su equipo'),
          steps: [
            {
              icon: 'clipboard',
              title: t('Study summaries', 'Resúmenes de los estudios'),
              description: t(
                'Each study page lists the condition, the age range and the main criteria in plain language.',
                'Cada página de estudio indica la enfermedad, el rango de edad y los criterios principales en lenguaje sencillo.',
              ),
            },
            {
              icon: 'phone',
              title: t('Questions about a study', 'Preguntas sobre un estudio'),
              description: t(
                'Our support team answers questions from healthcare professionals on working days.',
                'Nuestro equipo de ayuda responde las preguntas de profesionales de la salud en días laborables.',
              ),
            },
          ],
        },
      },
    ],
  };
}

export const pagesWidgetsAHcpEn: PageInput[] = [hcpPage('en')];
export const pagesWidgetsAHcpEs: PageInput[] = [hcpPage('es')];
