import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import {
  ABOUT_RESEARCH_PATH,
  demoStudies,
  heroImage,
  localPath,
  STUDIES_PATH,
  tr,
} from './pages-widgets-a-common';

/* /studies: the hero banner v2, the study switcher, the how-to-apply box and how it works (variant2). */
function studiesPage(language: Language): PageInput {
  const t = (en: string, es: string) => tr(language, en, es);
  return {
    id: 'studies',
    path: STUDIES_PATH,
    language,
    name: 'Studies',
    title: t('Studies enrolling now | ClinicalResearch', 'Estudios que inscriben ahora | ClinicalResearch'),
    breadcrumbTitle: t('Studies', 'Estudios'),
    flags: {},
    components: [
      {
        id: 'studies-hero',
        name: 'HeroBanner',
        fields: {
          variant: 'herobannerv2',
          title: t('Studies enrolling now', 'Estudios que inscriben ahora'),
          description: t(
            'Choose an area of health to see the studies looking for volunteers, then check in a few minutes whether you may be able to take part.',
            'Elija un área de salud para ver los estudios que buscan voluntarios y compruebe en pocos minutos si podría participar.',
          ),
          image: heroImage('studies', ''),
          ctaButtons: [
            { text: t('Browse the studies', 'Ver los estudios'), link: '#study-switcher' },
            { text: t('How to apply', 'Cómo inscribirse'), link: '#how-to-apply', variant: 'secondary' },
          ],
        },
      },
      {
        id: 'studies-switcher',
        name: 'StudySwitcher',
        fields: {
          title: t('Find a study by area of health', 'Encuentre un estudio por área de salud'),
          selectLabel: t('Area of health', 'Área de salud'),
          options: [
            { name: t('View all', 'Ver todos'), value: 'view-all' },
            { name: t('Neurology', 'Neurología'), value: 'neurology' },
            { name: t('Respiratory', 'Respiratorio'), value: 'respiratory' },
            { name: t('Joints and bones', 'Articulaciones y huesos'), value: 'musculoskeletal' },
          ],
          studies: demoStudies(language),
        },
      },
      {
        id: 'studies-how-to-apply',
        name: 'HowToApply',
        fields: {
          anchorId: 'how-to-apply',
          title: t('How to apply', 'Cómo inscribirse'),
          description: t(
            'Applying takes a few minutes and does not commit you to anything.',
            'Inscribirse toma unos minutos y no le compromete a nada.',
          ),
          steps: [
            t(
              'Open the page of the study that interests you.',
              'Abra la página del estudio que le interesa.',
            ),
            t(
              'Answer the short questionnaire for yourself or someone you care for.',
              'Responda el breve cuestionario para usted o para la persona que cuida.',
            ),
            t(
              'If you may qualify, leave your contact details so the study site can call you.',
              'Si podría calificar, deje sus datos para que el centro del estudio le llame.',
            ),
          ],
          ctaButtons: [
            {
              text: t('Learn about clinical research', 'Conozca la investigación clínica'),
              link: localPath(language, ABOUT_RESEARCH_PATH),
              variant: 'secondary',
            },
          ],
        },
      },
      {
        id: 'studies-how-it-works',
        name: 'HowItWorks',
        fields: {
          variant: 'variant2',
          title: t('What happens after you apply', 'Qué ocurre después de inscribirse'),
          description: t(
            'You stay in control at every step, and you can stop at any time.',
            'Usted mantiene el control en cada paso y puede retirarse en cualquier momento.',
          ),
          backgroundColor: '#fff7e6',
          steps: [
            {
              description: t(
                'We send your answers securely to the study site you chose.',
                'Enviamos sus respuestas de forma segura al centro del estudio que eligió.',
              ),
            },
            {
              description: t(
                'The study team calls you, usually within a few working days.',
                'El equipo del estudio le llama, normalmente en pocos días laborables.',
              ),
            },
            {
              description: t(
                'You visit the site to learn more and give consent if you want to join.',
                'Visita el centro para saber más y da su consentimiento si quiere participar.',
              ),
            },
          ],
          summarySection1: t(
            'Questions? Our support team is here to help.',
            '¿Preguntas? Nuestro equipo de ayuda está para ayudarle.',
          ),
        },
      },
    ],
  };
}

export const pagesWidgetsAStudiesEn: PageInput[] = [studiesPage('en')];
export const pagesWidgetsAStudiesEs: PageInput[] = [studiesPage('es')];
