/** "Idle prompt": the time left, in minutes and seconds ('09:59'), from the remaining ms. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** The whole minutes announced to screen readers (at most once a minute): 10 for 09:59 … 9:01. */
export function announcedMinutes(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 60_000));
}
