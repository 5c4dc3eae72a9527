import { ErrorBoundary } from '../../components/error-boundary';
import { resolveComponent } from '../../content/registry';
import { isKnownComponentName, parseComponentFields } from '../../shared/content-model/component-fields';
import type { PageComponent } from '../../shared/content-model/page';

const reported = new Set<string>();

/** Logs a content problem once per message, not on every render. */
function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(`[content] ${message}`);
}

/**
 * One content component: an unknown name renders nothing, invalid fields render nothing, and a
 * widget that throws (or whose chunk fails to load) is contained by its own error boundary.
 */
export function ComponentSlot({ component, position }: { component: PageComponent; position: number }) {
  const Widget = resolveComponent(component.name);
  if (!Widget) {
    reportOnce(`Unknown component "${component.name}" (${component.id}) is not rendered`);
    return null;
  }
  let fields: Record<string, unknown> = component.fields;
  if (isKnownComponentName(component.name)) {
    const parsed = parseComponentFields(component);
    if (!parsed.success) {
      reportOnce(`Invalid fields for ${component.name} (${component.id}): ${parsed.error}`);
      return null;
    }
    fields = parsed.fields;
  }
  return (
    <ErrorBoundary name={`${component.name}:${component.id}`}>
      {/* eslint-disable-next-line react-hooks/static-components -- registry entries are module-level lazy components: a name always yields the same component */}
      <Widget fields={fields as never} position={position} />
    </ErrorBoundary>
  );
}

/** Test hook: forget which problems were already logged. */
export function resetContentReportsForTests(): void {
  reported.clear();
}
