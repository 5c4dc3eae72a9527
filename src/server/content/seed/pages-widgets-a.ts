import type { PageInput } from '../../../shared/content-model/page';
import { pagesWidgetsAAboutEn, pagesWidgetsAAboutEs } from './pages-widgets-a-about';
import { pagesWidgetsAHcpEn, pagesWidgetsAHcpEs } from './pages-widgets-a-hcp';
import { pagesWidgetsAStudiesEn, pagesWidgetsAStudiesEs } from './pages-widgets-a-studies';

/*
 * The content-widget demo pages: /about-clinical-research, /hcp and /studies, in
 * English and under /es in Spanish.
 */
export const pagesWidgetsAEn: PageInput[] = [
  ...pagesWidgetsAAboutEn,
  ...pagesWidgetsAHcpEn,
  ...pagesWidgetsAStudiesEn,
];
export const pagesWidgetsAEs: PageInput[] = [
  ...pagesWidgetsAAboutEs,
  ...pagesWidgetsAHcpEs,
  ...pagesWidgetsAStudiesEs,
];
