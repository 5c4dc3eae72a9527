/** Content editors' modes: the journey logic is skipped in them. */
export const PREVIEW_MODES = ['preview', 'edit'] as const;

/** True for `?sc_mode=preview` or `?sc_mode=edit` (any case), given a search string or a query map. */
export function isPreviewMode(search: string | Readonly<Record<string, string>> | null | undefined): boolean {
  if (!search) return false;
  const mode =
    typeof search === 'string' ? new URLSearchParams(search).get('sc_mode') : (search['sc_mode'] ?? null);
  return mode !== null && (PREVIEW_MODES as readonly string[]).includes(mode.trim().toLowerCase());
}
