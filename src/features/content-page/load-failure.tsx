import type { UiStrings } from '../../app/ui-strings';

/** Replaces the page when its layout cannot be loaded: never a blank page or an endless spinner. */
export function LoadFailure({
  offline,
  strings,
  onRetry,
}: {
  offline: boolean;
  strings: UiStrings;
  onRetry: () => void;
}) {
  return (
    <section className="load-failure" role="alert" aria-labelledby="load-failure-title">
      <h1 id="load-failure-title">{offline ? strings.offlineTitle : strings.errorTitle}</h1>
      <p>{offline ? strings.offlineBody : strings.errorBody}</p>
      <button type="button" className="button" onClick={onRetry}>
        {strings.retry}
      </button>
    </section>
  );
}
