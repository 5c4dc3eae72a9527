import type { Frame, Page } from 'playwright-core';

/*
 * Text fields, selects and text areas a person types or picks in on a phone: each at least 44 px
 * tall (a touch target a finger hits) and with a font of at least 16 px (phones zoom into a field
 * whose font is smaller, and the page then has to be zoomed back). src/app/styles/base.css gives
 * every control that; this finds one a feature's own style made smaller, in every frame.
 */

export const MIN_CONTROL_HEIGHT_PX = 44;
export const MIN_CONTROL_FONT_PX = 16;

function undersizedIn(limits: { height: number; font: number }): string[] {
  const controls = document.querySelectorAll<HTMLElement>(
    'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="range"]):not([type="color"]):not([type="file"]), select, textarea',
  );
  const found: string[] = [];
  for (const control of Array.from(controls)) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const font = Number.parseFloat(getComputedStyle(control).fontSize);
    // Rounding: a 44 px control may measure 43.99.
    if (box.height + 0.5 >= limits.height && font + 0.01 >= limits.font) continue;
    const label =
      (control as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
      control.getAttribute('aria-label') ||
      control.getAttribute('name') ||
      control.id;
    found.push(
      `${control.tagName.toLowerCase()} "${label}": ${Math.round(box.height)} px tall, font ${font} px`,
    );
  }
  return found;
}

async function framesUndersized(frame: Frame): Promise<string[]> {
  const limits = { height: MIN_CONTROL_HEIGHT_PX, font: MIN_CONTROL_FONT_PX };
  // A frame that is gone by now (navigated away) has nothing to check.
  const own = await frame.evaluate(undersizedIn, limits).catch(() => [] as string[]);
  const where = frame.parentFrame() ? ` (in ${new URL(frame.url()).pathname})` : '';
  return own.map((finding) => `${finding}${where}`);
}

/** Every control on the page, frames included, below the height or the font size; [] when none. */
export async function undersizedControls(page: Page): Promise<string[]> {
  return (await Promise.all(page.frames().map(framesUndersized))).flat();
}
