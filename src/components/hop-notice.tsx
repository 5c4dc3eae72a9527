import { useAppSelector } from '../app/hooks';
import { selectHopInto } from '../features/screener/screener-slice';
import type { Language } from '../shared/content-model/language';
import type { CarriedAnswers } from '../shared/domain/screener-routing';
import './hop-notice.css';

type CarriedAnswerName = keyof CarriedAnswers;

/** The order the questionnaire asks them in. */
const ANSWER_ORDER: readonly CarriedAnswerName[] = ['dob', 'gender', 'zip'];

const list = (names: readonly string[], and: string) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;

const answerNames: Record<Language, Record<CarriedAnswerName, string>> = {
  en: { dob: 'date of birth', gender: 'sex assigned at birth', zip: 'ZIP code' },
  es: { dob: 'fecha de nacimiento', gender: 'sexo asignado al nacer', zip: 'código postal' },
};

const texts: Record<Language, (condition: string, carried: readonly CarriedAnswerName[]) => string> = {
  en: (condition, carried) =>
    `The ${condition} study is not a match for you right now, so we have brought you to another study you may be able to join.` +
    (carried.length
      ? ` We have filled in your ${list(
          carried.map((name) => answerNames.en[name]),
          'and',
        )} from your earlier answers; please check before you continue.`
      : ''),
  es: (condition, carried) =>
    `El estudio de ${condition} no es adecuado para usted en este momento, así que le mostramos otro estudio en el que podría participar.` +
    (carried.length
      ? ` Completamos con sus respuestas anteriores: ${list(
          carried.map((name) => answerNames.es[name]),
          'y',
        )}. Revíselas antes de continuar.`
      : ''),
};

/**
 * Why the visitor is on this study's pages after another study's questionnaire (a multi-condition
 * hop), and which of their answers this study's questionnaire starts with. Shown on the study's
 * home (by its questionnaire intro) and above its questionnaire; nothing without such a hop.
 */
export function HopNotice({ rootPath, language }: { rootPath: string; language: Language }) {
  const hop = useAppSelector((state) => selectHopInto(state, rootPath));
  if (!hop) return null;
  const carried = ANSWER_ORDER.filter((name) => hop.carried[name]);
  return <p className="hop-notice">{texts[language](hop.fromCondition, carried)}</p>;
}
