import type { PageInput } from '../../../shared/content-model/page';

/*
 * The life-link page: the life-link e-mail links to /life-link?uToken=…; the page exchanges the token and
 * redirects to the health-record service. Same path and item id in both languages; Spanish under the /es
 * prefix.
 */

export const LIFE_LINK_PAGE_PATH = '/life-link';

const lifeLinkEn: PageInput = {
  id: 'life-link',
  path: LIFE_LINK_PAGE_PATH,
  language: 'en',
  name: 'Life-link',
  title: 'Connecting to your health records | ClinicalResearch',
  breadcrumbTitle: 'Health records',
  flags: {},
  components: [
    {
      id: 'life-link-page',
      name: 'LifeLinkPage',
      fields: {
        heading: 'Connecting you to your health records',
        loadingText: 'Please wait while we open the secure health-record service. This only takes a moment.',
        errorMessage:
          'Sorry, we could not open the health-record service. The link may have expired or already been used. Please try again later or contact the study team.',
      },
    },
  ],
};

const lifeLinkEs: PageInput = {
  id: 'life-link',
  path: LIFE_LINK_PAGE_PATH,
  language: 'es',
  name: 'Life-link',
  title: 'Conectándole con su historial médico | ClinicalResearch',
  breadcrumbTitle: 'Historial médico',
  flags: {},
  components: [
    {
      id: 'life-link-page',
      name: 'LifeLinkPage',
      fields: {
        heading: 'Conectándole con su historial médico',
        loadingText:
          'Espere mientras abrimos el servicio seguro de historial médico. Solo tomará un momento.',
        errorMessage:
          'Lo sentimos, no pudimos abrir el servicio de historial médico. Es posible que el enlace haya vencido o que ya se haya usado. Inténtelo de nuevo más tarde o comuníquese con el equipo del estudio.',
      },
    },
  ],
};

export const pagesLifeLinkEn: PageInput[] = [lifeLinkEn];
export const pagesLifeLinkEs: PageInput[] = [lifeLinkEs];
