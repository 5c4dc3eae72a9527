import type { Language } from '../../../shared/content-model/language';
import type { PageComponent } from '../../../shared/content-model/page';

/*
 * The notification banner and the sticky bar (isStickyFooter) of the three study home pages
 *: the bar's call to action scrolls to the pre-screener.
 */

const PRE_SCREENER = '#pre-screener-wrapper';

/**
 * The notification banner (first on the page: it sticks to the top in the page's flow, so its
 * arrival never pushes content down) and the sticky bar (fixed, so it goes last) of a study home
 * page. Page chrome does not count for the page's positions: the hero after the banner is still
 * the page's first component (its h1 and #hero-banner).
 */
export function studyPageWidgets(
  language: Language,
  studyKey: string,
): { banner: PageComponent; stickyBar: PageComponent } {
  const es = language === 'es';
  const banner: PageComponent = {
    id: `${studyKey}-notification`,
    name: 'NotificationBanner',
    fields: {
      bannerKey: 'study-enrolment-open',
      text: es
        ? 'Inscripción abierta: el cuestionario solo lleva unos 5 minutos.'
        : 'Enrollment is open: the questionnaire takes only about 5 minutes.',
      linkText: es ? 'Preguntas para el equipo del estudio' : 'Questions to ask the study team',
      linkHref: es ? '/es/resources' : '/resources',
    },
  };
  const sticky: PageComponent = {
    id: `${studyKey}-sticky-bar`,
    name: 'StickyBar',
    fields: {
      ctaAllignment: 'Right',
      footerText: es ? '¿Podría ser este estudio para usted?' : 'Could this study be right for you?',
      ctaButtons: [
        {
          buttonVariant: 'primary',
          link: { anchor: PRE_SCREENER, text: es ? 'Vea si califica' : 'See if you qualify' },
          ariaLabel: es ? 'Vea si califica para este estudio' : 'See if you qualify for this study',
        },
      ],
      scrollToTopText: es ? 'Volver arriba' : 'Back to top',
      enableAutoShowMobile: true,
    },
  };
  return { banner, stickyBar: sticky };
}
