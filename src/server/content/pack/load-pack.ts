import '../../../shared/zod-locale';
import { existsSync, statSync } from 'node:fs';
import { LANGUAGE_CODES, type Language } from '../../../shared/content-model/language';
import type { ContentSeed } from '../content-seed';
import { duplicates, missingTranslations } from './pack-consistency';
import { referenceProblems } from './pack-references';
import { linkProblems } from './pack-links';
import { missingMessages, missingRequiredPages } from './pack-required-content';
import { isPackSupportFile, listPackFiles, packEntryOf } from './pack-layout';
import type { PackProblem } from './pack-problem';
import { PackReader } from './pack-reader';

export interface LoadedPack {
  name: string;
  languages: Language[];
  /** Synthetic trials the pack asks for in the search index (0 unless its pack.yaml says). */
  generatedTrials: number;
  content: ContentSeed;
  /** How many content files were read. */
  files: number;
}

export type PackLoad = { ok: true; pack: LoadedPack } | { ok: false; problems: PackProblem[] };

/**
 * Reads and checks a content pack: every file against the content model, then what only the
 * whole pack shows (duplicates, missing translations). Every problem is reported, not the first.
 */
export function loadContentPack(dir: string): PackLoad {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    return { ok: false, problems: [{ file: '.', message: `${dir} is not a folder` }] };
  }
  const files = listPackFiles(dir);
  const reader = new PackReader(dir);
  for (const file of files) reader.read(file);
  const { gathered, problems } = reader;
  if (!files.some((file) => packEntryOf(file).kind === 'pack')) {
    problems.push({ file: 'pack.yaml', message: 'is missing: a pack names itself and its languages there' });
  }
  const languages = gathered.manifest?.languages ?? [...LANGUAGE_CODES];
  for (const { file, data, key } of gathered.screeners) {
    // A questionnaire carries every language inside: the same definition serves each.
    for (const language of languages) {
      gathered.items.push({ file, value: { kind: 'screener', language, key, data }, perLanguage: false });
    }
  }
  const unwanted = (language: Language) => !languages.includes(language);
  for (const { file, value } of [...gathered.siteSettings, ...gathered.pages]) {
    if (unwanted(value.language))
      problems.push({ file, message: `is in ${value.language}, not a language of the pack` });
  }
  for (const { file, value } of gathered.items) {
    if (unwanted(value.language))
      problems.push({ file, message: `is in ${value.language}, not a language of the pack` });
  }
  problems.push(
    ...duplicates(gathered.siteSettings, (settings) => settings.language, 'the site settings language'),
    ...duplicates(gathered.pages, (page) => `${page.id} (${page.language})`, 'the page id'),
    ...duplicates(gathered.pages, (page) => `${page.path} (${page.language})`, 'the page path'),
    ...duplicates(
      gathered.items.filter((item) => item.perLanguage),
      (item) => `${item.kind} ${item.key} (${item.language})`,
      'the key of',
    ),
    ...missingTranslations(
      { ...gathered, items: gathered.items.filter((item) => item.perLanguage) },
      languages,
    ),
  );
  problems.push(...referenceProblems(gathered));
  const writtenPages = [
    ...gathered.pages.map(({ value }) => value),
    ...gathered.unusable.flatMap(({ kind, language, path }) =>
      kind === 'page' && path !== undefined ? [{ language, path }] : [],
    ),
  ];
  problems.push(
    ...linkProblems(gathered.links, writtenPages),
    ...missingRequiredPages(writtenPages, languages),
    ...missingMessages(
      [
        ...gathered.items.filter(({ value }) => value.kind === 'message').map(({ value }) => value),
        ...gathered.unusable.filter((entry) => entry.kind === 'message'),
      ],
      languages,
    ),
  );
  for (const language of languages) {
    const written =
      gathered.siteSettings.some(({ value }) => value.language === language) ||
      gathered.unusable.some((entry) => entry.kind === 'site-settings' && entry.language === language);
    if (!written) {
      problems.push({
        file: `site/settings.${language}.yaml`,
        message: `is missing: the site's settings in ${language}`,
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    pack: {
      name: gathered.manifest?.name ?? '',
      languages,
      generatedTrials: gathered.manifest?.generatedTrials ?? 0,
      files: files.filter((file) => !isPackSupportFile(file)).length,
      content: {
        siteSettings: gathered.siteSettings.map(({ value }) => value),
        pages: gathered.pages.map(({ value }) => value),
        items: gathered.items.map(({ value }) => value),
      },
    },
  };
}
