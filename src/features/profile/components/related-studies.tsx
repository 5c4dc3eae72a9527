import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { RelatedStudy } from '../../../shared/contracts/condition-lookups';

/** The studies of the member's conditions, each once, linking to the study's page; nothing when none. */
export function RelatedStudies({ title, studies }: { title: string; studies: RelatedStudy[] }) {
  const titleId = `${useId().replace(/:/g, '')}-studies`;
  const unique = studies.filter(
    (study, index) => studies.findIndex((other) => other.studyKey === study.studyKey) === index,
  );
  if (unique.length === 0) return null;
  return (
    <section className="my-profile__studies" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ul>
        {unique.map((study) => (
          <li key={study.studyKey}>
            <Link to={study.path}>{study.studyName}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
