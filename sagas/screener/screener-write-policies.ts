/*
 * How long the questionnaire's writes are attempted while the person is still on the page:
 * Prescreener/Add is retried 3 times with 1 s pauses, then silently left to the outbox;
 * AddPrescreenerToDataExtension is retried up to RETRY_COUNT times, 1 s apart. The outbox keeps
 * each write afterwards and delivers it with its own back-off, so nothing is lost.
 */

export const PRESCREENER_ADD_POLICY = { attempts: 3, pauseMs: 1_000 } as const;
/** How often the data extension is attempted (default 4), 1 s apart. */
export const RETRY_COUNT = 4;
export const DATA_EXTENSION_POLICY = { attempts: RETRY_COUNT, pauseMs: 1_000 } as const;
