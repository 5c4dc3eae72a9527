import { pageViewed } from '../../src/features/journey/journey-ui-slice';

/** A content page flagged as an outcome page was viewed: what starts the outcome effects. */
export const isOutcomeView = (action: { type: string; payload?: { isOutcome?: boolean } }) =>
  action.type === pageViewed.type && action.payload?.isOutcome === true;
