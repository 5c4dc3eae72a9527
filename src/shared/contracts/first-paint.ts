/**
 * The server renders a content page's first screen into the HTML (src/app/first-paint.tsx), so
 * the page paints before any JavaScript has run; the client then hydrates that markup instead of
 * replacing it. Until hydration is complete the rendered markup is `inert`: a tap or a keystroke
 * on a control whose handler is not attached yet would otherwise be lost (or, for a form, submit
 * natively with its fields in the URL).
 */
export const APP_ROOT_ELEMENT_ID = 'root';

/** Marks a root holding the server's markup; removed with `inert` once the page has hydrated. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** Hydration that has not finished by then (a widget failed to load) hands the page over anyway. */
export const FIRST_PAINT_RELEASE_MS = 10_000;

/** The server gives its render this long; what is not ready by then the client renders. */
export const FIRST_PAINT_RENDER_BUDGET_MS = 250;
