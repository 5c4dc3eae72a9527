import type { StudyLocationFieldsInput } from '../../../shared/content-model/study-location-fields';
import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';

/*
 * The StudyLocation section on the demo study home pages: one variation per study so all three are reachable.
 * It goes after the study description.
 */

type Variation = NonNullable<StudyLocationFieldsInput['variation']>;

const texts: Record<Language, Omit<StudyLocationFieldsInput, 'variation'>> = {
  en: {
    title: 'Study locations',
    description: 'The study runs at these research sites. Choose a site to see it on the map.',
    searchButtonText: 'Search',
    zipLabel: 'Your ZIP code',
    enrollSoonText: 'Enrolling soon',
    notYetEnrollText: 'Not yet enrolling',
  },
  es: {
    title: 'Centros del estudio',
    description:
      'El estudio se realiza en estos centros de investigación. Elija un centro para verlo en el mapa.',
    searchButtonText: 'Buscar',
    zipLabel: 'Su código postal',
    enrollSoonText: 'Inscripción próximamente',
    notYetEnrollText: 'Aún no inscribe',
  },
};

/** The page with the StudyLocation section inserted after its description (or at the end). */
export function withStudyLocation(page: PageInput, variation: Variation): PageInput {
  const component = {
    id: `${page.studyKey ?? page.id}-study-location`,
    name: 'StudyLocation',
    fields: { variation, ...texts[page.language] },
  };
  const components = [...page.components];
  const about = components.findIndex((item) => item.name === 'RichText');
  components.splice(about === -1 ? components.length : about + 1, 0, component);
  return { ...page, components };
}
