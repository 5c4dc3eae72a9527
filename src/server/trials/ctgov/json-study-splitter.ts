/*
 * Splits ClinicalTrials.gov JSON into one text per study without holding the whole input: a
 * full export is several gigabytes. It follows the top level only (strings, escapes and nesting
 * depth tracked across chunks, so a chunk may end anywhere): the elements of a top-level array,
 * the elements of a top-level object's "studies" array (an API page), or, when the object has
 * no "studies" array, the object itself (one study). Each text is then parsed on its own.
 */

const SPACE = new Set([' ', '\n', '\r', '\t', '\ufeff']);

type Mode = 'start' | 'array' | 'object' | 'done';

export class StudySplitter {
  private mode: Mode = 'start';
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The depth at which studies are elements: 1 in a top-level array, 2 in "studies". */
  private elementDepth = -1;
  private inElement = false;
  private element: string[] = [];
  /** The top-level object's text outside its studies array (a page's token, or one study). */
  private rest: string[] = [];
  private key = '';
  private lastKey: string | null = null;
  private afterColon = false;
  private sawStudies = false;
  private isObject = false;

  /** Feeds one chunk; returns the study texts it completed. */
  push(chunk: string): string[] {
    const out: string[] = [];
    let start = this.inElement ? 0 : -1;
    const finish = (end: number) => {
      this.element.push(chunk.slice(start, end));
      out.push(this.element.join('').trim());
      this.element = [];
      this.inElement = false;
      start = -1;
    };
    for (let i = 0; i < chunk.length; i += 1) {
      const char = chunk[i] as string;
      if (this.inString) {
        this.stringChar(char);
        continue;
      }
      if (SPACE.has(char)) continue;
      if (this.mode === 'start') this.begin(char);
      else if (this.mode === 'done') throw new Error('Unexpected text after the JSON value.');
      const opensElement = this.depth === this.elementDepth && !this.inElement && char !== ',';
      if (opensElement && char !== ']') {
        this.inElement = true;
        start = i;
      }
      if (char === '"') {
        this.inString = true;
        this.key = '';
        this.keep(char);
      } else if (char === '{' || char === '[') {
        const opensStudies =
          this.mode === 'object' &&
          this.depth === 1 &&
          char === '[' &&
          this.afterColon &&
          this.lastKey === 'studies';
        this.keep(char);
        if (opensStudies) {
          this.sawStudies = true;
          this.elementDepth = 2;
        }
        this.depth += 1;
      } else if (char === '}' || char === ']') {
        if (this.inElement && this.depth === this.elementDepth) finish(i);
        this.depth -= 1;
        if (this.inElement && this.depth === this.elementDepth) finish(i + 1);
        else if (this.depth === this.elementDepth - 1) this.elementDepth = -1;
        if (this.depth === 0) this.mode = 'done';
        this.keep(char);
      } else if (char === ',' && this.inElement && this.depth === this.elementDepth) {
        finish(i);
      } else {
        if (this.depth === 1) this.afterColon = char === ':';
        this.keep(char);
      }
    }
    if (this.inElement && start >= 0) this.element.push(chunk.slice(start));
    return out;
  }

  /** Ends the input: the single study of an object without "studies", and the object's other text. */
  end(): { studies: string[]; rest: string | null } {
    if (this.inString || this.depth !== 0 || this.mode === 'start') {
      throw new Error('The input ends in the middle of its JSON.');
    }
    if (this.mode === 'done' && this.rest.length > 0) {
      const rest = this.rest.join('');
      return this.sawStudies ? { studies: [], rest } : { studies: [rest], rest: null };
    }
    return { studies: [], rest: null };
  }

  private begin(char: string): void {
    if (char === '[') {
      this.mode = 'array';
      this.elementDepth = 1;
    } else if (char === '{') {
      this.mode = 'object';
      this.isObject = true;
    } else {
      throw new Error('The input is neither a JSON object nor a JSON array.');
    }
  }

  private stringChar(char: string): void {
    if (this.escaped) this.escaped = false;
    else if (char === '\\') this.escaped = true;
    else if (char === '"') {
      this.inString = false;
      if (this.mode === 'object' && this.depth === 1) this.lastKey = this.key;
      this.keep(char);
      return;
    }
    if (this.depth === 1 && this.key.length < 32) this.key += char;
    this.keep(char);
  }

  /** Keeps the object's own text, never a study's (those are yielded one by one). */
  private keep(char: string): void {
    if (!this.isObject) return;
    if (this.inElement || (this.elementDepth === 2 && this.depth >= 2)) return;
    this.rest.push(char);
  }
}

/** Every study text of a stream of chunks; `rest` receives the object's other text (a page token). */
export async function* splitStudies(
  chunks: AsyncIterable<string> | Iterable<string>,
  rest?: (text: string | null) => void,
): AsyncGenerator<string> {
  const splitter = new StudySplitter();
  for await (const chunk of chunks) yield* splitter.push(chunk);
  const ended = splitter.end();
  yield* ended.studies;
  rest?.(ended.rest);
}
