import type { SupportIcon as IconName } from '../../../shared/content-model/support-fields';

/** Decorative glyphs: the text beside them says everything, so they are hidden from readers. */
const GLYPHS: Record<IconName, string> = {
  technical: '🛠',
  study: '📋',
  question: '?',
  mail: '✉',
  check: '✓',
};

export function SupportIcon({ name, className }: { name: IconName | undefined; className: string }) {
  if (!name) return null;
  return (
    <span className={`${className} support-icon support-icon--${name}`} aria-hidden="true">
      {GLYPHS[name]}
    </span>
  );
}
