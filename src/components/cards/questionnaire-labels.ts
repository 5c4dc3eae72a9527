import type { QuestionnaireLabels } from '../../shared/content-model/card-widget-fields';
import type { CardStrings } from './card-strings';

/** Every questionnaire label resolved: content's text, else the built-in one. */
export type ResolvedQuestionnaireLabels = Required<{ [K in keyof QuestionnaireLabels]: string }> & {
  newWindow: string;
  indication: string;
};

export function resolveQuestionnaireLabels(
  labels: QuestionnaireLabels,
  t: CardStrings,
): ResolvedQuestionnaireLabels {
  return {
    matchedLabel: labels.matchedLabel || t.matched,
    incompleteLabel: labels.incompleteLabel || t.incomplete,
    otherLabel: labels.otherLabel || t.other,
    completedLabel: labels.completedLabel || t.completed,
    siteInfoText: labels.siteInfoText || t.siteInfo,
    continueText: labels.continueText || t.continueQuestionnaire,
    viewStudyText: labels.viewStudyText || t.viewStudy,
    directionsText: labels.directionsText || t.directions,
    callText: labels.callText || t.call,
    closeText: labels.closeText || t.close,
    newWindow: t.newWindow,
    indication: t.indication,
  };
}
