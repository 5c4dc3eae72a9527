import type { Action } from '@reduxjs/toolkit';

/**
 * The early actions (see lazyFeature) a watcher would have taken: all of them for takeEvery,
 * the last for takeLatest (a newer one supersedes it), the first for takeLeading (the others
 * came while it was due).
 */
export const earlyOf = (early: readonly Action[], matches: string | ((action: Action) => boolean)) =>
  early.filter((action) => (typeof matches === 'string' ? action.type === matches : matches(action)));
