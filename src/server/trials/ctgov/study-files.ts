import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { splitStudies } from './json-study-splitter';
import type { StudyText } from './import-studies';

/*
 * Study texts from a file (one study, an API page or an array of studies) or a folder of them,
 * searched recursively for *.json (the registry's bulk download is one file per study). Files are
 * read as a stream: a file of several hundred thousand studies never sits in memory.
 */

export interface StudySource {
  studies: AsyncIterable<StudyText>;
  /** How far the reading is, from 0 to 1 (bytes of the files read). */
  progress(): number;
}

async function jsonFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await jsonFilesUnder(path)));
    else if (entry.isFile() && entry.name.toLowerCase().endsWith('.json')) found.push(path);
  }
  return found;
}

/** The files of a path; throws when it cannot be read (the import's only fatal error). */
export async function studyFilesOf(path: string): Promise<{ files: string[]; bytes: number }> {
  const info = await stat(path);
  const files = info.isDirectory() ? await jsonFilesUnder(path) : [path];
  let bytes = 0;
  for (const file of files) bytes += (await stat(file)).size;
  return { files, bytes };
}

async function* chunksOf(file: string, counted: (bytes: number) => void): AsyncGenerator<string> {
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  for await (const chunk of stream as AsyncIterable<string>) {
    counted(Buffer.byteLength(chunk));
    yield chunk;
  }
}

/**
 * Every study of a file or folder. A broken file of a folder is reported unreadable and the
 * rest goes on; a broken single file throws (the input could not be read).
 */
export async function readStudyFiles(path: string): Promise<StudySource> {
  const { files, bytes } = await studyFilesOf(path);
  let read = 0;
  const single = files.length === 1 && files[0] === path;
  async function* studies(): AsyncGenerator<StudyText> {
    for (const file of files) {
      try {
        for await (const text of splitStudies(chunksOf(file, (n) => (read += n)))) yield { text };
      } catch (error) {
        if (single) throw error;
        const why = error instanceof Error ? error.message : 'unreadable';
        yield { unreadable: `${relative(path, file) || file}: ${why}` };
      }
    }
  }
  return { studies: studies(), progress: () => (bytes > 0 ? Math.min(1, read / bytes) : 1) };
}
