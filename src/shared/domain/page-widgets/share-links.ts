import type { SharingMedium } from '../../content-model/page-widget-fields';

/**
 * "Share/download bar": e-mail sharing is a mailto link with a subject and a body that ends with the page
 * address; other media open their share page with the page address. Everything is percent-encoded, so a title
 * with '&' or '?' cannot break it.
 */

/**
 * The address worth sharing: origin and path only. Query strings can carry personal tokens
 * (resume, profile and unsubscribe links) and the fragment is page state; neither is shared.
 */
export function shareablePageUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.origin}${url.pathname}`;
  } catch {
    return href;
  }
}

/** mailto:?subject=…&body=… (RFC 6068: spaces as %20, never '+'). */
export function mailtoShareUrl(subject: string, body: string, pageUrl: string): string {
  const text = body ? `${body}\n\n${pageUrl}` : pageUrl;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}

const SHARE_ENDPOINTS: Record<Exclude<SharingMedium, 'Email'>, (url: string, title: string) => string> = {
  Facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  X: (url, title) =>
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  LinkedIn: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
};

/** The link a medium's share control opens. */
export function shareUrl(
  medium: SharingMedium,
  page: { url: string; title: string; subject: string; body: string },
): string {
  if (medium === 'Email') return mailtoShareUrl(page.subject, page.body, page.url);
  return SHARE_ENDPOINTS[medium](page.url, page.title);
}
