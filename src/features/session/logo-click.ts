/*
 * The logo's click: it always scrolls to the top; a route with an exit popup asks first; on home it only
 * scrolls; after a completed journey it is a full page load of home (the journey's in-memory state must not
 * outlive it); otherwise an in-app navigation. RemoveQueryParamList is applied to the link itself.
 */
export type LogoClickAction = 'confirm' | 'scrollOnly' | 'reload' | 'navigate';

export interface LogoClickContext {
  /** The content path shown (no locale prefix). */
  contentPath: string;
  /** Content paths (prefixes) whose logo click asks first. */
  exitPaths: readonly string[];
  onHome: boolean;
  /** The journeyStatus cookie says Completed. */
  journeyCompleted: boolean;
}

function trimSlash(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** '/register' covers '/register' and '/register/about-you', not '/registered'. */
export function hasExitPopup(exitPaths: readonly string[], contentPath: string): boolean {
  const path = trimSlash(contentPath);
  return exitPaths.some((prefix) => {
    const clean = trimSlash(prefix);
    return path === clean || path.startsWith(clean === '/' ? '/' : `${clean}/`);
  });
}

export function logoClickAction(context: LogoClickContext): LogoClickAction {
  if (hasExitPopup(context.exitPaths, context.contentPath)) return 'confirm';
  if (context.onHome) return 'scrollOnly';
  return context.journeyCompleted ? 'reload' : 'navigate';
}

export function isSamePath(a: string, b: string): boolean {
  return trimSlash(a) === trimSlash(b);
}
