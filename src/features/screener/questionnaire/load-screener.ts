import { buildUrl } from '../../../shared/contracts/define-call';
import { getScreener } from '../../../shared/contracts/screener-definition';
import type { Language } from '../../../shared/content-model/language';
import type { ResponseOf } from '../../../shared/contracts/define-call';

export type ScreenerContent = ResponseOf<typeof getScreener>;

export class ScreenerLoadError extends Error {
  override readonly name = 'ScreenerLoadError';
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

/**
 * GET /api/content/screener with fetch (the app's axios client would double this page's
 * JavaScript). The service worker answers it from its cache when offline, once seen.
 */
export async function loadScreener(
  key: string,
  language: Language,
  fetcher: typeof fetch = fetch,
): Promise<ScreenerContent> {
  const url = buildUrl(getScreener.path, {}, { key, language });
  let response: Response;
  try {
    response = await fetcher(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    throw new ScreenerLoadError(null, 'The questionnaire could not be loaded (network).');
  }
  if (!response.ok)
    throw new ScreenerLoadError(
      response.status,
      `The questionnaire could not be loaded (${response.status}).`,
    );
  const parsed = getScreener.response.safeParse(await response.json());
  if (!parsed.success) throw new ScreenerLoadError(response.status, 'The questionnaire is not valid.');
  return parsed.data;
}
