import type { CookieTarget } from '../../../src/lib/cookies';

export interface StoredCookie {
  value: string;
  attributes: string[];
  maxAgeSeconds: number | null;
}

/**
 * A document.cookie double: the setter parses one Set-Cookie style string (max-age <= 0
 * deletes), the getter lists `name=value` pairs as browsers do.
 */
export function fakeCookieJar(): CookieTarget & { jar: Map<string, StoredCookie>; writes: string[] } {
  const jar = new Map<string, StoredCookie>();
  const writes: string[] = [];
  return {
    jar,
    writes,
    get cookie() {
      return [...jar.entries()].map(([name, c]) => `${name}=${c.value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
      const maxAgeSeconds = maxAge ? Number(maxAge.split('=')[1]) : null;
      if (maxAgeSeconds !== null && maxAgeSeconds <= 0) jar.delete(name);
      else jar.set(name, { value: pair.slice(index + 1), attributes, maxAgeSeconds });
    },
  };
}
