import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The machine's Chromium (Debian's package); Playwright's own browser downloads are not used. */
export function chromiumPath(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((path) => existsSync(path)) ?? null;
}
