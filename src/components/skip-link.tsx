/** The first focusable element: lets keyboard users jump past the header (WCAG 2.4.1). */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      {label}
    </a>
  );
}
