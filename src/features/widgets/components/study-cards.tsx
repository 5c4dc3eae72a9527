import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { splitLocale } from '../../../lib/locale';
import type { StudyItem } from '../../../shared/content-model/content-widget-fields';
import { limitCardText, STUDY_CARD_TEXT_LIMITS } from '../../../shared/domain/card-text';
import { localizeHref } from './study-list';
import { useWidgetStrings } from './use-widget-strings';
import './study-cards.css';

/**
 * Study cards of the switcher and the study search, with the study-card limits of
 * (title 30 characters and 2 lines, description 30 words and 3 lines); the full title stays available to
 * assistive technology through the link's name.
 */
export function StudyCards({
  studies,
  headingLevel,
}: {
  studies: readonly StudyItem[];
  headingLevel: 'h2' | 'h3';
}) {
  const t = useWidgetStrings();
  const { locale } = splitLocale(useLocation().pathname);
  const Heading = headingLevel;
  return (
    <ul className="study-cards study-list__cards">
      {studies.map((study) => {
        const text = limitCardText(
          { title: study.studyName, description: study.conditionDescription },
          STUDY_CARD_TEXT_LIMITS,
        );
        return (
          <li key={`${study.link}-${study.studyName}`} className="study-cards__card">
            <p className="study-cards__condition">{study.conditionName}</p>
            <Heading className="study-cards__title" title={study.studyName}>
              {text.title}
            </Heading>
            {text.description && <p className="study-cards__description">{text.description}</p>}
            {study.protocolId && (
              <p className="study-cards__protocol">
                {t.protocol}: {study.protocolId}
              </p>
            )}
            <AppLink
              href={localizeHref(study.link, locale)}
              className="button button--primary study-cards__link"
              ariaLabel={`${t.viewStudy}: ${study.studyName}`}
            >
              {t.viewStudy}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
