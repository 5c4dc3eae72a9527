/*
 * The life-link page redirects the browser to whatever address the service returns
 *. Only a web address may be followed: an empty
 * answer, or a javascript:, data: or protocol-relative one, is treated as "no address", which
 * shows the configured error instead.
 */

/** The address to go to, or null when the answer has none that is safe to follow. */
export function lifeLinkRedirectTarget(answer: string | null | undefined): string | null {
  const url = (answer ?? '').trim();
  if (url === '') return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
