import { useLocation } from 'react-router-dom';
import { useApiQuery } from '../../../app/use-api-query';
import { AppLink } from '../../../components/app-link';
import { ApiError } from '../../../lib/api-client';
import { splitLocale, withLocale } from '../../../lib/locale';
import type { Trial } from '../../../shared/content-model/trial';
import {
  trialDetailsFieldsSchema,
  type TrialDetailsFields,
} from '../../../shared/content-model/trials-fields';
import { trialDetails, type TrialResult } from '../../../shared/contracts/trials';
import { hasCriteria, mergeNctId } from '../../../shared/domain/trials/trial-details-rules';
import { FIND_TRIALS_PATH } from '../../../shared/domain/trials/search-form-rules';
import { trialsStrings, type TrialsStrings } from '../trials-strings';
import { SaveTrialButton, useSavedTrials } from './save-trial-button';
import { StudyDetailsSidebar } from './study-details-sidebar';
import { TrialLocations } from './trial-locations';
import { useTrialsFields } from './use-trials-fields';
import '../trials-cards.css';
import '../trials-details.css';

/** A saved trial is kept as a search result: no criteria, no locations, no distance here. */
function asResult(trial: Trial): TrialResult {
  const { inclusionCriteria: _i, exclusionCriteria: _e, locations: _l, distance: _d, ...result } = trial;
  return { ...result, distance: null };
}

interface AreaProps {
  trial: Trial;
  fields: TrialDetailsFields;
  t: TrialsStrings;
  inFrame: boolean;
}

function CriteriaList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** The left area: about the study, who can take part (with criteria), the closing text, locations. */
function LeftArea({ trial, fields, t, inFrame }: AreaProps) {
  const sidebarTitle = fields.sidebarTitle || t.sidebarTitle;
  return (
    <div className="trial-details__left">
      <section aria-labelledby="trial-about">
        <h2 id="trial-about">{fields.aboutStudyTitle || t.aboutStudy}</h2>
        <p className="trial-details__about">{trial.trialdescription}</p>
      </section>
      {hasCriteria(trial) ? (
        <section aria-labelledby="trial-who">
          <h2 id="trial-who">{fields.whoCanTakePartTitle || t.whoCanTakePart}</h2>
          <CriteriaList title={fields.inclusionTitle || t.inclusion} items={trial.inclusionCriteria} />
          <CriteriaList title={fields.exclusionTitle || t.exclusion} items={trial.exclusionCriteria} />
        </section>
      ) : null}
      {/* Below the large breakpoint (and in a frame) the right panel is hidden: its facts show here. */}
      <StudyDetailsSidebar
        trial={trial}
        title={sidebarTitle}
        labels={fields.sidebarLabels}
        t={t}
        className={inFrame ? 'study-details--inline study-details--always' : 'study-details--inline'}
      />
      {trial.locations.length > 0 ? (
        <TrialLocations locations={trial.locations} title={fields.locationsTitle || t.locations} t={t} />
      ) : null}
      {/* A made-up trial is on no registry: no pointer to ClinicalTrials.gov. */}
      {inFrame || trial.synthetic ? null : (
        <p className="trial-details__closing">{mergeNctId(fields.closingText || t.closing, trial.nctid)}</p>
      )}
    </div>
  );
}

function TrialView({ trial, fields, t, inFrame }: AreaProps) {
  return (
    <article className="trial-details">
      <header className="trial-details__title-area">
        {trial.featuredcondition ? (
          <p className="trial-details__condition">{trial.featuredcondition}</p>
        ) : null}
        <h1 className="trial-details__title">{trial.trialtitle}</h1>
        {trial.synthetic ? (
          <p className="trial-details__synthetic" role="note">
            <strong>{t.syntheticNotice}</strong>
          </p>
        ) : null}
        <div className="trial-details__actions">
          {trial.featuredeprurl ? (
            <AppLink href={trial.featuredeprurl} className="trial-card__button trial-card__button--qualify">
              {fields.qualifyText || t.qualify}
            </AppLink>
          ) : null}
          <SaveTrialButton trial={asResult(trial)} saveText={t.save} unsaveText={t.unsave} />
        </div>
      </header>
      <div className="trial-details__body">
        <LeftArea trial={trial} fields={fields} t={t} inFrame={inFrame} />
        {inFrame ? null : (
          <StudyDetailsSidebar
            trial={trial}
            title={fields.sidebarTitle || t.sidebarTitle}
            labels={fields.sidebarLabels}
            t={t}
            className="trial-details__right"
          />
        )}
      </div>
    </article>
  );
}

/**
 * The trial details page: title, left and right areas; the right panel is hidden below the large breakpoint
 * (CSS) and for loadType=iframe; a full-screen spinner until the trial is there; a plain message for an
 * unknown id.
 */
export default function TrialDetails({ fields: raw }: { fields: unknown; position: number }) {
  const fields = useTrialsFields(trialDetailsFieldsSchema, raw, 'TrialDetails');
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  const t = trialsStrings(locale);
  const params = new URLSearchParams(location.search);
  const id = (params.get('id') ?? '').trim().slice(0, 60);
  const inFrame = params.get('loadType') === 'iframe';
  useSavedTrials(locale);
  const state = useApiQuery(
    trialDetails,
    { query: { id: id || '-', language: locale } },
    `trial:${locale}:${id}`,
  );
  if (state.status === 'loading') {
    return (
      <div className="trial-details__spinner" role="status">
        <span className="trial-details__spinner-wheel" aria-hidden="true" />
        <span className="visually-hidden">{t.loadingTrial}</span>
      </div>
    );
  }
  if (state.status === 'error') {
    const notFound =
      !id || (state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 400));
    return (
      <section className="trial-details trial-details--message" role="alert">
        <h1 className="trial-details__title">{notFound ? t.notFoundTitle : t.unavailableTitle}</h1>
        <p>{notFound ? fields.notFoundText || t.notFound : t.unreachable}</p>
        {notFound ? (
          <AppLink
            href={withLocale(FIND_TRIALS_PATH, locale)}
            className="trial-card__button"
            dropParams={['id']}
          >
            {t.backToSearch}
          </AppLink>
        ) : (
          <button type="button" className="trial-card__button" onClick={state.retry}>
            {t.retry}
          </button>
        )}
      </section>
    );
  }
  return <TrialView trial={state.data.trial} fields={fields} t={t} inFrame={inFrame} />;
}
