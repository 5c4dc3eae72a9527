import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLocale, withLocale } from '../../lib/locale';
import type { QuestionnaireCardItem } from '../../shared/content-model/card-widget-fields';
import { formatPublishDate } from '../../shared/domain/cards/publish-date';
import { questionnaireStatusKind, studyPathOf } from '../../shared/domain/cards/questionnaire-status';
import { AppLink } from '../app-link';
import { CardHeading, type CardHeadingLevel } from './card-heading';
import type { ResolvedQuestionnaireLabels } from './questionnaire-labels';
import { QuestionnaireSiteModal } from './questionnaire-site-modal';
import './cards.css';

interface Props {
  item: QuestionnaireCardItem;
  labels: ResolvedQuestionnaireLabels;
  headingLevel?: CardHeadingLevel;
}

/**
 * A questionnaire result card: a matched result offers the site's details in a modal; any other status (or a
 * match without site details) links to the study page, /{studyLink} in the page's language.
 */
export function QuestionnaireCard({ item, labels, headingLevel = 3 }: Props) {
  const { locale } = splitLocale(useLocation().pathname);
  const [open, setOpen] = useState(false);
  const kind = questionnaireStatusKind(item.studyStatus);
  const site = kind === 'matched' ? item.studySiteInfo : undefined;
  const statusLabel = {
    matched: labels.matchedLabel,
    incomplete: labels.incompleteLabel,
    other: labels.otherLabel,
  }[kind];
  const completed = item.studyCompletionDate ? formatPublishDate(item.studyCompletionDate, locale) : '';
  return (
    <article
      className={`content-card questionnaire-card questionnaire-card--${kind}`}
      data-testid="questionnaire-card"
    >
      <div className="content-card__body">
        <p className={`questionnaire-card__status questionnaire-card__status--${kind}`}>{statusLabel}</p>
        <CardHeading level={headingLevel} className="content-card__title">
          {item.studyName}
        </CardHeading>
        {completed ? (
          <p className="content-card__meta">
            {labels.completedLabel}: <time dateTime={item.studyCompletionDate}>{completed}</time>
          </p>
        ) : null}
        <div className="content-card__actions">
          {site ? (
            <button
              type="button"
              className="card-button card-button--primary"
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            >
              {labels.siteInfoText}
            </button>
          ) : (
            <AppLink
              href={withLocale(studyPathOf(item.studyLink), locale)}
              className="card-button card-button--secondary"
            >
              {kind === 'incomplete' ? labels.continueText : labels.viewStudyText}
            </AppLink>
          )}
        </div>
      </div>
      {site ? (
        <QuestionnaireSiteModal open={open} site={site} labels={labels} onClose={() => setOpen(false)} />
      ) : null}
    </article>
  );
}
