/*
 * RFC 8058 one-click unsubscribe. Mail clients POST the body `List-Unsubscribe=One-Click`,
 * form-encoded (application/x-www-form-urlencoded) or as multipart/form-data.
 */

export const ONE_CLICK_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The largest one-click body taken: the real one is 26 bytes, multipart framing adds a little. */
export const ONE_CLICK_BODY_LIMIT = 4096;

const MULTIPART_FIELD =
  /name="?List-Unsubscribe"?[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n\s*One-Click\s*(?:\r?\n|$)/;

/** Whether a raw body carries List-Unsubscribe=One-Click in the given content type. */
export function isOneClickBody(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string') return false;
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') {
    return new URLSearchParams(body).getAll('List-Unsubscribe').includes('One-Click');
  }
  if (mediaType === 'multipart/form-data') return MULTIPART_FIELD.test(body);
  return false;
}

/** The List-Unsubscribe and List-Unsubscribe-Post headers pointing at the one-click URL. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
