import type { Language } from '../../../shared/content-model/language';
import type { Page } from '../../../shared/content-model/page';
import type { Screener } from '../../../shared/content-model/screener';
import type { StudySettings } from '../../../shared/content-model/study';
import type { SeedItem } from '../content-seed';
import type { PackProblem } from './pack-problem';

/**
 * A page or item that is written but invalid: its own problems are reported, and the other files'
 * checks still count it as there, so that one mistake is not reported again as a missing page,
 * translation or form.
 */
export interface UnusableEntry {
  file: string;
  kind: 'page' | 'site-settings' | SeedItem['kind'];
  language: Language;
  /** The page's id or the item's key, when the file names one. */
  key?: string;
  path?: string;
}

/** What the cross-file checks see: every page and item with the file it came from. */
export interface PackEntries {
  pages: ReadonlyArray<{ file: string; value: Page }>;
  items: ReadonlyArray<{ file: string; value: SeedItem }>;
  unusable: readonly UnusableEntry[];
}

const ELEMENT_LISTS = ['pages', 'elements', 'templateElements'] as const;

/** The names of every question (element) of a SurveyJS definition, panels and pages included. */
export function questionNames(definition: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record.name === 'string' && typeof record.type === 'string') names.add(record.name);
    for (const list of ELEMENT_LISTS) walk(record[list]);
  };
  walk(definition);
  return names;
}

function itemsOf<T>(
  entries: PackEntries,
  kind: SeedItem['kind'],
): Array<{ file: string; data: T; language: string }> {
  return entries.items
    .filter((item) => item.value.kind === kind)
    .map((item) => ({ file: item.file, data: item.value.data as T, language: item.value.language }));
}

/**
 * What only the pack as a whole can tell: a study naming a form or questionnaire the pack does
 * not have, a page of a study that does not exist, a questionnaire whose qualification reads a
 * question it does not ask (its own conditions are checked by the questionnaire's schema).
 */
export function referenceProblems(entries: PackEntries): PackProblem[] {
  const problems: PackProblem[] = [];
  const keys = (kind: SeedItem['kind'], language?: string) =>
    new Set([
      ...entries.items
        .filter(
          (item) => item.value.kind === kind && (language === undefined || item.value.language === language),
        )
        .map((item) => item.value.key),
      ...entries.unusable
        .filter((entry) => entry.kind === kind && (language === undefined || entry.language === language))
        .map((entry) => entry.key),
    ]);
  for (const { file, data, language } of itemsOf<StudySettings>(entries, 'study')) {
    if (data.contactFormKey && !keys('form', language).has(data.contactFormKey)) {
      problems.push({
        file,
        field: 'contactFormKey',
        message: `names the form "${data.contactFormKey}", which the pack does not have in ${language}`,
      });
    }
    if (data.screenerKey && !keys('screener').has(data.screenerKey)) {
      problems.push({
        file,
        field: 'screenerKey',
        message: `names the questionnaire "${data.screenerKey}", which the pack does not have`,
      });
    }
  }
  for (const { file, value } of entries.pages) {
    if (value.studyKey && !keys('study', value.language).has(value.studyKey)) {
      problems.push({
        file,
        field: 'studyKey',
        message: `names the study "${value.studyKey}", which the pack does not have`,
      });
    }
  }
  const seen = new Set<string>();
  for (const { file, data } of itemsOf<Screener>(entries, 'screener')) {
    if (seen.has(file)) continue;
    seen.add(file);
    const asked = questionNames(data.definition);
    data.qualification.forEach((rule, ruleIndex) => {
      rule.all.forEach((condition, conditionIndex) => {
        if (!asked.has(condition.question)) {
          problems.push({
            file,
            field: `qualification[${String(ruleIndex)}].all[${String(conditionIndex)}].question`,
            message: `names the question "${condition.question}", which the questionnaire does not ask`,
          });
        }
      });
    });
  }
  return problems;
}
