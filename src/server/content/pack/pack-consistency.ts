import type { Language } from '../../../shared/content-model/language';
import type { PackProblem } from './pack-problem';
import type { PackEntries } from './pack-references';

/** Each id used once: the second file using one is told which file has it. */
export function duplicates<T>(
  entries: ReadonlyArray<{ file: string; value: T }>,
  identity: (value: T) => string,
  what: string,
): PackProblem[] {
  const first = new Map<string, string>();
  const problems: PackProblem[] = [];
  for (const { file, value } of entries) {
    const id = identity(value);
    const earlier = first.get(id);
    if (earlier === undefined) first.set(id, file);
    else problems.push({ file, message: `${what} ${id} is already used by ${earlier}` });
  }
  return problems;
}

/** Every page and item in every language of the pack: a missing one is a missing translation. */
export function missingTranslations(gathered: PackEntries, languages: readonly Language[]): PackProblem[] {
  const problems: PackProblem[] = [];
  const check = (entries: ReadonlyArray<{ file: string; id: string; language: Language }>) => {
    const byId = new Map<string, Array<{ file: string; language: Language }>>();
    for (const entry of entries) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
    for (const versions of byId.values()) {
      const have = new Set(versions.map((version) => version.language));
      const missing = languages.filter((language) => !have.has(language));
      const file = (versions[0] as { file: string }).file;
      if (missing.length > 0) {
        problems.push({ file, message: `has no ${missing.join(', ')} version (a missing translation)` });
      }
    }
  };
  check([
    ...gathered.pages.map(({ file, value }) => ({ file, id: `page ${value.id}`, language: value.language })),
    ...gathered.items.map(({ file, value }) => ({
      file,
      id: `${value.kind} ${value.key}`,
      language: value.language,
    })),
    // A questionnaire holds every language in one file: it has no translations to miss.
    ...gathered.unusable.flatMap(({ file, kind, key, language }) =>
      key === undefined || kind === 'screener' ? [] : [{ file, id: `${kind} ${key}`, language }],
    ),
  ]);
  return problems;
}
