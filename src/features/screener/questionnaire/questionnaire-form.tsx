import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Question } from '../../../shared/content-model/questionnaire-definition';
import type { ScreenerFrameParams } from '../../../shared/domain/screener-url';
import { sanitiseZipInput } from '../../../shared/domain/sites/zip-search';
import { completedBlocks } from './completed-text';
import type { ScreenerContent } from './load-screener';
import type { ParentChannel } from './parent-channel';
import {
  answerError,
  isoDay,
  localize,
  pageErrors,
  prefilledAnswers,
  questionnaireCompletion,
  visibleQuestions,
  withAnswer,
  type AnswerMap,
  type AnswerValue,
} from './questionnaire-engine';
import { QUESTIONNAIRE_STRINGS } from './questionnaire-strings';

export interface QuestionnaireFormProps {
  content: ScreenerContent;
  params: ScreenerFrameParams;
  responseId: string;
  channel: ParentChannel;
  now?: () => Date;
}

const inputId = (name: string) => `q-${name}`;
const errorId = (name: string) => `q-${name}-error`;

type FocusRequest = { kind: 'first-question' | 'first-error'; serial: number } | null;

/** Moves the focus to the page's first question, or to the first answer that stops Next. */
function moveFocus(form: HTMLFormElement, kind: NonNullable<FocusRequest>['kind']): void {
  if (kind === 'first-error') {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return;
  }
  const first = form.querySelector('[data-name]');
  first?.querySelector<HTMLElement>('input:checked, input')?.focus();
}

/**
 * The questionnaire itself: one page of questions at a time, Previous / Next / Complete, errors
 * announced and focused, each answer reported to the page (the first one creates the prescreener
 * record there), and the output of the whole questionnaire sent at Complete.
 */
export function QuestionnaireForm({
  content,
  params,
  responseId,
  channel,
  now = () => new Date(),
}: QuestionnaireFormProps) {
  const { screener } = content;
  const definition = screener.definition;
  const language = params.language;
  const text = QUESTIONNAIRE_STRINGS[language];
  const [answers, setAnswers] = useState<AnswerMap>(() => prefilledAnswers(definition, params));
  const [pageIndex, setPageIndex] = useState(0);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [completed, setCompleted] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  /** The last value reported to the page for each question: a prefill is not an answer. */
  const reported = useRef<Record<string, AnswerValue | undefined>>({ ...answers });
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest && form.current) moveFocus(form.current, focusRequest.kind);
  }, [focusRequest]);

  const page = definition.pages[pageIndex]!;
  const questions = visibleQuestions(page, answers);
  const isLastPage = pageIndex === definition.pages.length - 1;

  const report = (name: string, value: AnswerValue | undefined) => {
    const given = value === '' ? undefined : value;
    if (reported.current[name] === given) return;
    reported.current[name] = given;
    channel.question({ screenerId: screener.id, responseId, question: name, page: pageIndex });
  };

  const answer = (question: Question, value: AnswerValue | undefined) => {
    setAnswers((previous) => withAnswer(definition, previous, question.name, value));
    setErrors((previous) => {
      if (!(question.name in previous)) return previous;
      const { [question.name]: _shown, ...others } = previous;
      const error = answerError(question, value, language, now());
      return error ? { ...others, [question.name]: error } : others;
    });
  };

  const requestFocus = (kind: NonNullable<FocusRequest>['kind']) =>
    setFocusRequest((previous) => ({ kind, serial: (previous?.serial ?? 0) + 1 }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a text field submits without leaving it: its answer is reported first.
    for (const question of questions) report(question.name, answers[question.name]);
    const found = pageErrors(page, answers, language, now());
    if (found.length > 0) {
      setErrors(Object.fromEntries(found));
      requestFocus('first-error');
      return;
    }
    setErrors({});
    if (!isLastPage) {
      setPageIndex(pageIndex + 1);
      requestFocus('first-question');
      return;
    }
    channel.completed(questionnaireCompletion(content, params, answers, responseId, now()));
    setCompleted(true);
  };

  const previous = () => {
    setErrors({});
    setPageIndex(pageIndex - 1);
    requestFocus('first-question');
  };

  // The frame sits in the pre-screener page under its h1 and banner (h2), before its footer
  // banner (h3): the questionnaire's headings continue that outline.
  const title = localize(definition.title, language);
  if (completed) {
    return (
      <div className="questionnaire__completed" role="status">
        {completedBlocks(localize(definition.completedHtml, language)).map((block, index) =>
          block.kind === 'heading' ? <h3 key={index}>{block.text}</h3> : <p key={index}>{block.text}</p>,
        )}
      </div>
    );
  }

  // Only the questions on screen count: an answer may have hidden one that had an error.
  const errorCount = questions.filter((question) => errors[question.name] !== undefined).length;
  const maxDate = isoDay(now());
  return (
    <form ref={form} className="questionnaire__form" noValidate onSubmit={submit}>
      {title && <h2 className="questionnaire__title">{title}</h2>}
      {definition.pages.length > 1 && (
        <p className="questionnaire__progress">{text.pageOf(pageIndex + 1, definition.pages.length)}</p>
      )}
      <div className="questionnaire__summary" role="alert">
        {/* A new element on each refused Next, so the same count is announced again. */}
        {errorCount > 0 && <p key={focusRequest?.serial}>{text.errorSummary(errorCount)}</p>}
      </div>
      {questions.map((question) => (
        <QuestionField
          key={question.name}
          question={question}
          value={answers[question.name]}
          error={errors[question.name]}
          maxDate={maxDate}
          requiredMark={text.requiredMark}
          language={language}
          kiosk={params.kiosk === '1'}
          onAnswer={(value) => answer(question, value)}
          onReport={(value) => report(question.name, value)}
        />
      ))}
      <div className="questionnaire__navigation">
        {pageIndex > 0 && (
          <button
            type="button"
            className="questionnaire__button questionnaire__button--secondary"
            onClick={previous}
          >
            {text.previous}
          </button>
        )}
        <button type="submit" className="questionnaire__button">
          {isLastPage ? text.complete : text.next}
        </button>
      </div>
    </form>
  );
}

interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  error: string | undefined;
  maxDate: string;
  requiredMark: string;
  language: ScreenerFrameParams['language'];
  /** On a kiosk a typed answer must not be kept by the browser's autofill for the next person. */
  kiosk: boolean;
  onAnswer: (value: AnswerValue | undefined) => void;
  onReport: (value: AnswerValue | undefined) => void;
}

function QuestionField({
  question,
  value,
  error,
  maxDate,
  requiredMark,
  language,
  kiosk,
  onAnswer,
  onReport,
}: QuestionFieldProps) {
  const title = localize(question.title, language);
  const mark = question.isRequired ? (
    <span className="questionnaire__required" aria-hidden="true" title={requiredMark}>
      {' *'}
    </span>
  ) : null;
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(question.name) } : {};
  const message = error ? (
    <p id={errorId(question.name)} className="questionnaire__error">
      {error}
    </p>
  ) : null;

  if (question.type === 'radiogroup') {
    return (
      <fieldset className="questionnaire__question" data-name={question.name}>
        <legend className="questionnaire__label">
          {title}
          {mark}
        </legend>
        <div className="questionnaire__choices">
          {question.choices.map((choice) => (
            <label key={String(choice.value)} className="questionnaire__choice">
              <input
                type="radio"
                name={question.name}
                value={String(choice.value)}
                checked={value !== undefined && String(value) === String(choice.value)}
                required={question.isRequired}
                onChange={() => {
                  onAnswer(choice.value);
                  onReport(choice.value);
                }}
                {...invalid}
              />
              <span>{localize(choice.text, language) || String(choice.value)}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  const isDate = question.inputType === 'date';
  // A ZIP is cleaned (digits kept) before it is cut to length: with a maxLength attribute the
  // browser would cut pasted " 60611" to " 6061" first.
  const isZip = question.autocomplete === 'postal-code';
  const clean = (raw: string) => (isZip ? sanitiseZipInput(raw).slice(0, question.maxLength) : raw);
  return (
    <div className="questionnaire__question" data-name={question.name}>
      <label className="questionnaire__label" htmlFor={inputId(question.name)}>
        {title}
        {mark}
      </label>
      <input
        id={inputId(question.name)}
        className="questionnaire__input"
        type={question.inputType ?? 'text'}
        value={value === undefined ? '' : String(value)}
        required={question.isRequired}
        maxLength={isZip ? undefined : question.maxLength}
        inputMode={isZip ? 'numeric' : undefined}
        max={isDate && question.maxValueExpression === 'today()' ? maxDate : undefined}
        autoComplete={kiosk ? 'off' : question.autocomplete}
        onChange={(event) => onAnswer(clean(event.target.value))}
        onBlur={(event) => onReport(clean(event.target.value))}
        {...invalid}
      />
      {message}
    </div>
  );
}
