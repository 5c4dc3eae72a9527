import { Model, type SurveyModel } from 'survey-core';
import 'survey-core/i18n/spanish';
import { completionMessage } from '../../../shared/domain/screener-messages';
import { computeScreenerOutput, type AnsweredQuestion } from '../../../shared/domain/screener-output';
import type { ScreenerFrameParams } from '../../../shared/domain/screener-url';
import type { ScreenerContent } from './load-screener';
import type { ParentChannel } from './parent-channel';
import { adoptSurveyStyles, dropInlineIconStyles, themeFor } from './survey-theme';

export interface ScreenerModelInput {
  content: ScreenerContent;
  params: ScreenerFrameParams;
  responseId: string;
  channel: ParentChannel;
  now?: () => Date;
  /** The frame's width in CSS pixels, when known: the model starts in the layout it will keep. */
  width?: number;
}

/**
 * SurveyJS's phone layout threshold (its `--sd-mobile-width` variable, 600px): below it, once
 * rendered and measured, the survey switches to its compact phone layout.
 */
const SURVEY_MOBILE_WIDTH_PX = 600;

/** The prefills of a signed-in member (§4), under the question names the screeners use. */
function prefillOf(params: ScreenerFrameParams): Record<string, string> {
  return {
    ...(params.dob ? { dob: params.dob } : {}),
    ...(params.zip ? { zipCode: params.zip } : {}),
    ...(params.gender ? { g: params.gender.toLowerCase() } : {}),
  };
}

/** The visible questions in order, as the output module reads them. */
export function answeredQuestions(survey: SurveyModel): AnsweredQuestion[] {
  return survey.getAllQuestions(true).map((question) => ({
    name: question.name,
    title: question.processedTitle,
    value: question.value as unknown,
    displayValue: String(question.displayValue ?? ''),
  }));
}

/** The SurveyJS model of a screener: language, theme, prefills and the messages to the page. */
export function createScreenerModel({
  content,
  params,
  responseId,
  channel,
  now = () => new Date(),
  width,
}: ScreenerModelInput) {
  const { screener } = content;
  const survey = new Model(screener.definition);
  survey.locale = params.language === 'en' ? '' : params.language;
  adoptSurveyStyles(survey);
  dropInlineIconStyles();
  survey.applyTheme(themeFor(params.theme));
  // Measured only after its first render, a narrow survey moved its header and questions into the
  // phone layout in view (a layout shift of 0.09 in the frame, 0.06 of the page's CLS).
  if (width !== undefined) survey.setIsMobile(width < SURVEY_MOBILE_WIDTH_PX);
  // Before the handlers: a prefill is not an answer and creates no prescreener record.
  survey.mergeData(prefillOf(params));

  // A new page starts at its first question (keyboard users would otherwise go on from the Next
  // button, past the new questions). Not on the first page: loading must not take the focus.
  survey.onCurrentPageChanged.add((sender) => {
    sender.autoFocusFirstQuestion = true;
  });
  survey.onValueChanged.add((sender, options) => {
    if (!options.question) return;
    channel.question({
      screenerId: screener.id,
      responseId,
      question: options.question.name,
      page: sender.currentPageNo,
    });
  });
  survey.onComplete.add((sender) => {
    const output = computeScreenerOutput({
      screener,
      questions: answeredQuestions(sender),
      patientType: params.patientType,
      condition: content.condition,
      today: now(),
    });
    channel.completed(completionMessage(output, { screenerID: screener.id, screenerResponseID: responseId }));
  });
  return survey;
}
