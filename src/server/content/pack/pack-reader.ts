import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from 'zod/mini';
import {
  allComponentFieldSchemas,
  isAnyComponentName,
} from '../../../shared/content-model/all-component-fields';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/content-model/language';
import { pageSchema, type Page } from '../../../shared/content-model/page';
import {
  storedSiteSettingsSchema,
  type StoredSiteSettings,
} from '../../../shared/content-model/site-settings';
import { contentItemKey, contentKindSchemas, itemKeyField, type ContentKind } from '../content-kinds';
import type { SeedItem } from '../content-seed';
import { droppedFields } from './dropped-fields';
import { packManifestSchema } from './pack-manifest';
import type { UnusableEntry } from './pack-references';
import { siteLinksIn, type WrittenLink } from './pack-links';
import { isPackSupportFile, packEntryOf, type PackEntry } from './pack-layout';
import { fieldPath, type PackProblem } from './pack-problem';
import { plainIssue } from './plain-issue';
import { readPackFile, type ReadPackFile } from './read-pack-file';

/** What one pass over the files gathers, with the file each entry came from. */
export interface Gathered {
  manifest?: z.output<typeof packManifestSchema>;
  siteSettings: Array<{ file: string; value: StoredSiteSettings }>;
  pages: Array<{ file: string; value: Page }>;
  items: Array<{ file: string; value: SeedItem; perLanguage: boolean }>;
  screeners: Array<{ file: string; data: unknown; key: string }>;
  links: WrittenLink[];
  /** Pages and items that are written but invalid: they exist for the checks of other files. */
  unusable: UnusableEntry[];
}

/** A string field of a file's raw content, when it is one. */
function rawString(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const written = (value as Record<string, unknown>)[field];
  return typeof written === 'string' ? written : undefined;
}

function withoutLanguage(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { language: _language, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** Reads each file of a pack and checks it alone; what it gathers goes to the whole-pack checks. */
export class PackReader {
  readonly problems: PackProblem[] = [];
  readonly gathered: Gathered = {
    siteSettings: [],
    pages: [],
    items: [],
    screeners: [],
    links: [],
    unusable: [],
  };

  constructor(private readonly dir: string) {}

  /** Checks `value` against `schema`; every issue becomes a problem with its field and line. */
  private parse<S extends z.ZodMiniType>(
    schema: S,
    value: unknown,
    file: string,
    source: ReadPackFile,
    prefix: readonly PropertyKey[] = [],
    languageGiven = false,
  ): z.output<S> | undefined {
    const result = schema.safeParse(value);
    if (result.success) {
      // The language comes from the file's name; a kind without one simply does not keep it.
      const written = prefix.length === 0 && languageGiven ? withoutLanguage(value) : value;
      for (const dropped of droppedFields(written, result.data)) {
        const path = [...prefix, ...dropped];
        this.problems.push({
          file,
          line: source.lineOf(path),
          field: fieldPath(path),
          message: 'is not a field the content model knows (a misspelt name?)',
        });
      }
      return result.data;
    }
    for (const issue of result.error.issues) {
      const path = [...prefix, ...issue.path];
      this.problems.push({
        file,
        line: source.lineOf(path),
        ...(path.length ? { field: fieldPath(path) } : {}),
        message: plainIssue(issue),
      });
    }
    return undefined;
  }

  /** Keeps what names an invalid page or item, so that its problem is not reported again as absent. */
  private unusable(kind: UnusableEntry['kind'], file: string, raw: unknown, language: Language): void {
    const key =
      kind === 'site-settings' ? undefined : rawString(raw, kind === 'page' ? 'id' : itemKeyField[kind]);
    const path = kind === 'page' ? rawString(raw, 'path') : undefined;
    this.gathered.unusable.push({ file, kind, language, ...(key ? { key } : {}), ...(path ? { path } : {}) });
  }

  /** The file's object with its language, which the file's name gives (a differing one is a problem). */
  private withLanguage(value: unknown, language: Language, file: string, source: ReadPackFile): unknown {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const written = (value as { language?: unknown }).language;
    if (written !== undefined && written !== language) {
      this.problems.push({
        file,
        line: source.lineOf(['language']),
        field: 'language',
        message: `says ${JSON.stringify(written)} but the file's name says "${language}"`,
      });
    }
    return { ...value, language };
  }

  private page(file: string, source: ReadPackFile, entry: Extract<PackEntry, { kind: 'page' }>): void {
    const page = this.parse(
      pageSchema,
      this.withLanguage(source.value, entry.language, file, source),
      file,
      source,
      [],
      true,
    );
    if (!page) {
      this.unusable('page', file, source.value, entry.language);
      return;
    }
    if (entry.study !== undefined && page.studyKey !== entry.study) {
      this.problems.push({
        file,
        line: source.lineOf(['studyKey']),
        field: 'studyKey',
        message: `must be "${entry.study}", the study whose folder holds the page`,
      });
    }
    let valid = true;
    const components = page.components.map((component, index) => {
      if (!isAnyComponentName(component.name)) {
        valid = false;
        this.problems.push({
          file,
          line: source.lineOf(['components', index, 'name']),
          field: fieldPath(['components', index, 'name']),
          message: `"${component.name}" is not a component the app has`,
        });
        return component;
      }
      const fields = this.parse(
        allComponentFieldSchemas[component.name] as z.ZodMiniType,
        component.fields,
        file,
        source,
        ['components', index, 'fields'],
      );
      if (fields === undefined) valid = false;
      return { ...component, fields: fields as Record<string, unknown> };
    });
    if (valid) this.gathered.pages.push({ file, value: { ...page, components } });
    else this.unusable('page', file, source.value, entry.language);
  }

  private item(
    file: string,
    source: ReadPackFile,
    kind: Exclude<ContentKind, 'screener'>,
    language: Language,
    study: string | undefined,
  ): void {
    const data = this.parse(
      contentKindSchemas[kind] as z.ZodMiniType,
      this.withLanguage(source.value, language, file, source),
      file,
      source,
      [],
      true,
    );
    if (data === undefined) {
      this.unusable(kind, file, source.value, language);
      return;
    }
    const key = contentItemKey(kind, data as never);
    if (kind === 'study' && study !== undefined && key !== study) {
      this.problems.push({
        file,
        line: source.lineOf(['key']),
        field: 'key',
        message: `must be "${study}", the name of the study's folder`,
      });
    }
    this.gathered.items.push({ file, value: { kind, language, key, data }, perLanguage: true });
  }

  read(file: string): void {
    if (isPackSupportFile(file)) return;
    const entry = packEntryOf(file);
    if (entry.kind === 'unknown') {
      this.problems.push({ file, message: `is not part of the pack: ${entry.reason}` });
      return;
    }
    const source = readPackFile(readFileSync(join(this.dir, file), 'utf8'), { dropSchemaReference: true });
    if (source.syntaxErrors.length > 0) {
      for (const error of source.syntaxErrors)
        this.problems.push({ file, line: error.line, message: error.message });
      return;
    }
    for (const { path, href } of siteLinksIn(source.value)) {
      this.gathered.links.push({ file, line: source.lineOf(path), field: fieldPath(path), href });
    }
    switch (entry.kind) {
      case 'pack':
        this.gathered.manifest = this.parse(packManifestSchema, source.value, file, source);
        return;
      case 'site-settings': {
        const value = this.parse(
          storedSiteSettingsSchema,
          this.withLanguage(source.value, entry.language, file, source),
          file,
          source,
          [],
          true,
        );
        if (value) this.gathered.siteSettings.push({ file, value });
        else this.unusable('site-settings', file, source.value, entry.language);
        return;
      }
      case 'page':
        this.page(file, source, entry);
        return;
      case 'screener': {
        const data = this.parse(contentKindSchemas.screener, source.value, file, source);
        if (data) this.gathered.screeners.push({ file, data, key: contentItemKey('screener', data) });
        // One questionnaire serves every language: the default one stands for all here.
        else this.unusable('screener', file, source.value, DEFAULT_LANGUAGE);
        return;
      }
      default:
        this.item(file, source, entry.kind, entry.language, entry.study);
    }
  }
}
