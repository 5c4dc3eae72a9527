/**
 * Shown while a page loads. It reserves the hero's height so the page does not jump when the
 * content arrives, and announces the wait to screen readers once.
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="page-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className="page-skeleton__hero" aria-hidden="true" />
      <div className="page-skeleton__line" aria-hidden="true" />
      <div className="page-skeleton__line page-skeleton__line--short" aria-hidden="true" />
    </div>
  );
}
