import { splitStudies } from './json-study-splitter';
import type { StudyText } from './import-studies';
import type { StudySource } from './study-files';

/*
 * Study texts from the registry's API (https://clinicaltrials.gov/api/v2/studies?…): page after
 * page through pageToken / nextPageToken, up to 1,000 studies a page, no faster than the
 * documented rate (about 50 requests a minute), retrying 429 and 5xx answers with back-off
 * (Retry-After when the server gives one). Time and fetch are injected: tests never wait.
 */

export const MAX_PAGE_SIZE = 1000;
/** 50 requests a minute. */
export const MIN_REQUEST_INTERVAL_MS = 1200;
const MAX_ATTEMPTS = 6;
const MAX_BACKOFF_MS = 120_000;

export interface PageFetchOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function firstPageUrl(input: string): URL {
  const url = new URL(input);
  const size = Number(url.searchParams.get('pageSize'));
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    url.searchParams.set('pageSize', String(MAX_PAGE_SIZE));
  }
  url.searchParams.set('format', 'json');
  url.searchParams.set('countTotal', 'true');
  return url;
}

interface Page {
  texts: string[];
  nextPageToken: string | null;
  totalCount: number | null;
}

async function pageOf(body: string): Promise<Page> {
  const texts: string[] = [];
  let rest: string | null = null;
  for await (const text of splitStudies([body], (tail) => (rest = tail))) texts.push(text);
  const meta = (rest ? JSON.parse(rest) : {}) as { nextPageToken?: unknown; totalCount?: unknown };
  return {
    texts,
    nextPageToken: typeof meta.nextPageToken === 'string' && meta.nextPageToken ? meta.nextPageToken : null,
    totalCount: typeof meta.totalCount === 'number' ? meta.totalCount : null,
  };
}

export function readStudyPages(input: string, options: PageFetchOptions = {}): StudySource {
  const fetchPage = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  let lastRequest = -Infinity;
  let seen = 0;
  let total: number | null = null;

  async function request(url: URL): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const wait = lastRequest + MIN_REQUEST_INTERVAL_MS - now();
      if (wait > 0) await sleep(wait);
      lastRequest = now();
      const response = await fetchPage(url, { headers: { accept: 'application/json' } });
      if (response.ok) return response.text();
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= MAX_ATTEMPTS) {
        throw new Error(`${url.origin}${url.pathname} answered ${String(response.status)}`);
      }
      const backoff = Math.min(MAX_BACKOFF_MS, 2000 * 2 ** (attempt - 1));
      await sleep(retryAfterMs(response.headers.get('retry-after'), now()) ?? backoff);
    }
  }

  async function* studies(): AsyncGenerator<StudyText> {
    const url = firstPageUrl(input);
    for (;;) {
      const page = await pageOf(await request(url));
      total ??= page.totalCount;
      for (const text of page.texts) {
        seen += 1;
        yield { text };
      }
      if (!page.nextPageToken) return;
      url.searchParams.set('pageToken', page.nextPageToken);
      url.searchParams.delete('countTotal');
    }
  }

  return { studies: studies(), progress: () => (total ? Math.min(1, seen / total) : 0) };
}
