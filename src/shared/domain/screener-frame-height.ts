/**
 * The questionnaire iframe starts 400 px high and is sized to the height it reports plus 30. Kept apart from
 * the message protocol so the app's store can use it without loading the questionnaire's output schema.
 */
export const FRAME_INITIAL_HEIGHT = 400;
export const FRAME_HEIGHT_PADDING = 30;

/** The iframe is sized to the reported height plus 30, and never below the initial 400. */
export function frameHeightFor(reported: number): number {
  return Math.max(FRAME_INITIAL_HEIGHT, Math.round(reported) + FRAME_HEIGHT_PADDING);
}
