/** The journey's timed behaviour (its screens and transitions), in milliseconds. */
export const JOURNEY_TIMINGS = {
  /** The participant record is posted this long after a home page loads. */
  participantRecordDelayMs: 300,
  /** The home page's loader gives up after this long. */
  homeLoaderTimeoutMs: 4_000,
  /** #pre-screener-wrapper is scrolled into view this long after it is on the page. */
  scrollToPreScreenerMs: 2_000,
  /**
   * How long the automatic scroll waits for #pre-screener-wrapper to render: on a slow phone the
   * page's lower widgets arrive seconds after its layout. Past this, the page has none.
   */
  preScreenerRenderWaitMs: 30_000,
  /** The completed-enrolment popup of a resume link opens after this long. */
  completedPopupDelayMs: 1_000,
  /** The guest-id cookie is set this long after a resume. */
  resumeGuestIdCookieDelayMs: 2_000,
  /** A visitor on a study-flow URL before the flow started is sent home after this long. */
  redirectHomeDelayMs: 500,
} as const;
