import type { Frame, Page } from 'playwright-core';

/*
 * Driving a page with the keyboard alone: Tab / Shift+Tab to reach a control,
 * then Enter, Space, arrows or typed text. Nothing here clicks or fills: where focus is comes from
 * document.activeElement (followed into a focused iframe), so reaching a control proves that it
 * is in the tab order, and each control reached is checked for a visible focus indicator.
 */

export interface Focused {
  /** 'page', or the path of the iframe document that holds the focus. */
  frame: string;
  tag: string;
  /** The explicit role, else the implicit one of the common controls. */
  role: string;
  /** An approximation of the accessible name: aria-label(ledby), label, text, placeholder. */
  name: string;
  id: string;
  checked: boolean | null;
  value: string;
  /** `:focus-visible` matches (the browser would draw a keyboard focus ring). */
  focusVisible: boolean;
  /** How focus is drawn (an outline or a box shadow, on the control or its stand-in); null: not at all. */
  indicator: string | null;
  /** The describedby text and aria-invalid, for the error checks. */
  invalid: boolean;
  description: string;
}

/** Runs in the page: describes document.activeElement of the document it runs in. */
function describeActive(): Omit<Focused, 'frame'> | 'iframe' | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;
  if (el.tagName === 'IFRAME') return 'iframe';
  const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const byIds = (ids: string | null) =>
    (ids ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => text(document.getElementById(id)))
      .join(' ');
  const input = el as HTMLInputElement;
  const labels = 'labels' in input && input.labels ? Array.from(input.labels).map(text).join(' ') : '';
  const tag = el.tagName.toLowerCase();
  const type = el.getAttribute('type') ?? '';
  const implicit: Record<string, string> = {
    a: 'link',
    button: 'button',
    select: 'combobox',
    textarea: 'textbox',
    summary: 'button',
    dialog: 'dialog',
  };
  const inputRole: Record<string, string> = { checkbox: 'checkbox', radio: 'radio', submit: 'button' };
  const role =
    el.getAttribute('role') ?? (tag === 'input' ? (inputRole[type] ?? 'textbox') : (implicit[tag] ?? tag));
  const name =
    el.getAttribute('aria-label') ??
    (byIds(el.getAttribute('aria-labelledby')) ||
      labels ||
      (['a', 'button', 'summary'].includes(tag) ? text(el) : '') ||
      el.getAttribute('title') ||
      el.getAttribute('placeholder') ||
      '');

  // The focus indicator. Transitions are jumped to their end so that the drawn state is read.
  for (const animation of document.getAnimations?.() ?? []) {
    try {
      animation.finish();
    } catch {
      // An endless animation (a spinner) has no end to jump to.
    }
  }
  const ring = (style: CSSStyleDeclaration): string | null => {
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    }
    return style.boxShadow && style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
  };
  const visible = (node: Element) => {
    const rect = node.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  /** Another element like `node` (same tag, type and classes) that holds no focus: its look unfocused. */
  const twinOf = (node: Element): Element | undefined => {
    const classes = (node.getAttribute('class') ?? '')
      .split(/\s+/)
      .filter((name) => name && !/focus/i.test(name))
      .sort()
      .join(' ');
    return Array.from(document.getElementsByTagName(node.tagName)).find(
      (other) =>
        other !== node &&
        !other.contains(el) &&
        other.getAttribute('type') === node.getAttribute('type') &&
        (other.getAttribute('class') ?? '')
          .split(/\s+/)
          .filter((name) => name && !/focus/i.test(name))
          .sort()
          .join(' ') === classes &&
        visible(other),
    );
  };
  let indicator: string | null = null;
  if (!visible(el)) {
    // A visually hidden control (a styled radio) shows its focus on a stand-in: the decoration
    // drawn next to it (its ::before / ::after, which exist only while drawn) or its label.
    const standIns = [el.nextElementSibling, ...(input.labels ? Array.from(input.labels) : [])];
    for (const standIn of standIns) {
      if (!standIn || indicator) continue;
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(standIn, pseudo);
        if (style.content === 'none' || style.content === 'normal') continue;
        const drawn = ring(style);
        if (drawn) indicator = `${standIn.tagName.toLowerCase()}${pseudo} ${drawn}`;
      }
      const own = getComputedStyle(standIn);
      if (!indicator && own.outlineStyle !== 'none' && Number.parseFloat(own.outlineWidth) > 0) {
        indicator = `${standIn.tagName.toLowerCase()} ${ring(own)}`;
      }
    }
  } else {
    // The control itself, else a wrapper that draws focus-within; each compared, when the page has
    // one, with an unfocused twin so that a border drawn as a shadow is not taken for focus.
    let node: Element | null = el;
    for (let depth = 0; node && depth < 3 && !indicator; depth += 1, node = node.parentElement) {
      const drawn = ring(getComputedStyle(node));
      if (!drawn) continue;
      const twin = twinOf(node);
      if (!twin || ring(getComputedStyle(twin)) !== drawn) {
        indicator = depth === 0 ? drawn : `${node.tagName.toLowerCase()} ${drawn}`;
      }
    }
  }
  return {
    tag,
    role,
    name,
    id: el.id,
    checked: tag === 'input' && (type === 'checkbox' || type === 'radio') ? input.checked : null,
    value: 'value' in input && typeof input.value === 'string' ? input.value : '',
    focusVisible: el.matches(':focus-visible'),
    indicator,
    invalid: el.getAttribute('aria-invalid') === 'true',
    description: byIds(el.getAttribute('aria-describedby')),
  };
}

async function describeIn(frame: Frame, depth = 0): Promise<Focused | null> {
  const described = await frame.evaluate(describeActive);
  if (described === null) return null;
  if (described !== 'iframe') {
    return { frame: depth === 0 ? 'page' : new URL(frame.url()).pathname, ...described };
  }
  const handle = await frame.evaluateHandle(() => document.activeElement);
  const inner = await handle.asElement()?.contentFrame();
  await handle.dispose();
  return inner ? describeIn(inner, depth + 1) : null;
}

/** The focused element, inside a focused iframe when there is one; null when nothing is focused. */
export async function focused(page: Page): Promise<Focused | null> {
  return describeIn(page.mainFrame());
}

export function describe(focus: Focused | null): string {
  if (!focus) return '(nothing)';
  const where = focus.frame === 'page' ? '' : `[${focus.frame}] `;
  return `${where}${focus.role} "${focus.name}"${focus.id ? ` #${focus.id}` : ''}`;
}

export type FocusMatch = RegExp | ((focus: Focused) => boolean);

/** A role and a name: `control('button', /^Submit$/)`. */
export function control(role: string, name: RegExp): (focus: Focused) => boolean {
  return (focus) => focus.role === role && name.test(focus.name);
}

function matches(match: FocusMatch, focus: Focused): boolean {
  return typeof match === 'function' ? match(focus) : match.test(`${focus.role} ${focus.name}`);
}

export interface TabOptions {
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  /** Give up after this many presses (the control is then not reachable). */
  max?: number;
  /** Require a visible focus indicator on the control reached (default true). */
  visibleFocus?: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, and returns it. Fails after `max`
 * presses with the elements it went through, and when the control reached draws no focus.
 */
export async function tabTo(page: Page, match: FocusMatch, options: TabOptions = {}): Promise<Focused> {
  const { backwards = false, max = 60, visibleFocus = true } = options;
  const seen: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    if (focus && matches(match, focus)) {
      if (visibleFocus) expectVisibleFocus(focus);
      return focus;
    }
    seen.push(describe(focus));
  }
  throw new Error(`${String(match)} not reached in ${max} presses of Tab. Went through:\n${seen.join('\n')}`);
}

/** Fails unless the focused control shows where the focus is (WCAG 2.4.7). */
export function expectVisibleFocus(focus: Focused | null): void {
  if (!focus) throw new Error('nothing has the focus');
  if (!focus.indicator) throw new Error(`no visible focus indicator on ${describe(focus)}`);
}

/** Fails unless the focus is on a control matching `match`; returns it. */
export async function expectFocus(page: Page, match: FocusMatch): Promise<Focused> {
  const focus = await focused(page);
  if (!focus || !matches(match, focus)) {
    throw new Error(`expected the focus on ${String(match)}, it is on ${describe(focus)}`);
  }
  return focus;
}

/** Waits (polling, no sleep) until the focus is on a control matching `match`. */
export async function waitForFocus(page: Page, match: FocusMatch, timeout = 10000): Promise<Focused> {
  const deadline = Date.now() + timeout;
  let last: Focused | null = null;
  while (Date.now() < deadline) {
    last = await focused(page);
    if (last && matches(match, last)) return last;
    await page.waitForTimeout(50);
  }
  throw new Error(`the focus did not reach ${String(match)} (it is on ${describe(last)})`);
}

/**
 * In a radio group (or a select, a listbox), presses an arrow key until the focused control
 * matches: arrows move the focus and the choice together.
 */
export async function arrowTo(page: Page, match: FocusMatch, key = 'ArrowDown', max = 12): Promise<Focused> {
  for (let press = 0; press < max; press += 1) {
    const focus = await focused(page);
    if (focus && matches(match, focus)) return focus;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(match)} not reached with ${key} (on ${describe(await focused(page))})`);
}

/**
 * A radio group as a keyboard user answers it: Tab into the group (one stop), arrows to the
 * option (they move the choice with the focus), Space when the focus landed on it unchosen.
 */
export async function chooseRadio(page: Page, group: FocusMatch, option: FocusMatch): Promise<Focused> {
  await tabTo(page, group);
  const chosen = await arrowTo(page, option);
  if (!chosen.checked) await page.keyboard.press('Space');
  const after = await focused(page);
  if (!after?.checked) throw new Error(`${describe(after)} is not chosen`);
  return after;
}

/** Tabs to a text control and types into it. */
export async function typeInto(page: Page, match: FocusMatch, text: string, options?: TabOptions) {
  const focus = await tabTo(page, match, options);
  await page.keyboard.type(text);
  return focus;
}

/** Tabs to a button or link and presses Enter. */
export async function activate(page: Page, match: FocusMatch, options?: TabOptions) {
  const focus = await tabTo(page, match, options);
  await page.keyboard.press('Enter');
  return focus;
}

/**
 * Presses Tab (or Shift+Tab) `presses` times and returns where focus went each time: a modal's
 * focus trap keeps every one of them inside.
 */
export async function tabCycle(page: Page, presses: number, backwards = false): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    if (!focus) throw new Error('the focus left every control');
    stops.push(focus);
  }
  return stops;
}

/** Whether the focused element is inside the element matching `selector` (in the top document). */
export async function focusIsInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const container = document.querySelector(css);
    return Boolean(container && container.contains(document.activeElement));
  }, selector);
}
