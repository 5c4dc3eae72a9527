import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LANGUAGE_CODES, type Language } from '../../../shared/content-model/language';
import type { ContentKind } from '../content-kinds';

/**
 * Where each thing lives in a content pack. A study folder holds everything that is only that
 * study's (its settings, pages, questionnaire, sites, trial listing), so a new study is a copied
 * folder; what studies share (forms, conditions, communities, articles) and the site's own pages
 * sit at the top. A file's language is the last part of its name before the extension
 * (`about.en.yaml` beside `about.es.yaml`); a questionnaire carries every language inside.
 */
export type PackEntry =
  | { kind: 'pack' }
  | { kind: 'site-settings'; language: Language }
  | { kind: 'page'; language: Language; study?: string }
  | { kind: 'screener'; study?: string }
  | { kind: Exclude<ContentKind, 'screener'>; language: Language; study?: string }
  | { kind: 'unknown'; reason: string };

const DATA_FILE = /\.(ya?ml|json)$/;

/** The files a pack may hold besides its content: editor schemas and notes for authors. */
export function isPackSupportFile(path: string): boolean {
  return (
    path.endsWith('.schema.json') ||
    path.endsWith('.md') ||
    path.split('/').some((part) => part.startsWith('.'))
  );
}

function isLanguage(code: string): code is Language {
  return (LANGUAGE_CODES as readonly string[]).includes(code);
}

function languageOf(name: string): Language | null {
  const parts = name.replace(DATA_FILE, '').split('.');
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last !== undefined && isLanguage(last) ? last : null;
}

const SHARED_FOLDERS: Record<string, Exclude<ContentKind, 'screener' | 'study'>> = {
  forms: 'form',
  conditions: 'condition',
  communities: 'community',
  articles: 'article',
  sites: 'site',
  trials: 'trial',
  messages: 'message',
};

const STUDY_FOLDERS: Record<string, 'form' | 'site'> = { forms: 'form', sites: 'site' };

/** What the file at `path` (relative to the pack, with `/`) is, by where it lies and its name. */
export function packEntryOf(path: string): PackEntry {
  if (!DATA_FILE.test(path)) return { kind: 'unknown', reason: 'not a YAML or JSON file' };
  const parts = path.split('/');
  const name = parts[parts.length - 1] as string;
  const language = languageOf(name);
  const needsLanguage = (entry: (language: Language) => PackEntry): PackEntry =>
    language
      ? entry(language)
      : { kind: 'unknown', reason: 'its name must end in a language code, e.g. "about.en.yaml"' };
  const [top, second, third] = parts;
  if (parts.length === 1 && /^pack\.ya?ml$/.test(name)) return { kind: 'pack' };
  if (top === 'site' && parts.length === 2 && name.startsWith('settings.')) {
    return needsLanguage((lang) => ({ kind: 'site-settings', language: lang }));
  }
  if (top === 'pages' && parts.length >= 2)
    return needsLanguage((lang) => ({ kind: 'page', language: lang }));
  if (top === 'screeners' && parts.length === 2) return { kind: 'screener' };
  if (top !== undefined && top in SHARED_FOLDERS && parts.length === 2) {
    const kind = SHARED_FOLDERS[top] as Exclude<ContentKind, 'screener' | 'study'>;
    return needsLanguage((lang) => ({ kind, language: lang }));
  }
  if (top === 'studies' && second !== undefined && parts.length >= 3) {
    const study = second;
    if (parts.length === 3 && /^screener\.(ya?ml|json)$/.test(name)) return { kind: 'screener', study };
    if (parts.length === 3 && name.startsWith('study.')) {
      return needsLanguage((lang) => ({ kind: 'study', language: lang, study }));
    }
    if (parts.length === 3 && name.startsWith('trial.')) {
      return needsLanguage((lang) => ({ kind: 'trial', language: lang, study }));
    }
    if (third === 'pages' && parts.length >= 4) {
      return needsLanguage((lang) => ({ kind: 'page', language: lang, study }));
    }
    if (third !== undefined && third in STUDY_FOLDERS && parts.length === 4) {
      const kind = STUDY_FOLDERS[third] as 'form' | 'site';
      return needsLanguage((lang) => ({ kind, language: lang, study }));
    }
  }
  return {
    kind: 'unknown',
    reason:
      'not a place a content pack has (see docs/content-authoring.md): pack.yaml, site/, pages/, studies/<study>/, forms/, sites/, trials/, screeners/, conditions/, communities/, articles/, messages/',
  };
}

/** Every file under a pack's folder, relative to it with `/`, in name order (the order read). */
export function listPackFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
