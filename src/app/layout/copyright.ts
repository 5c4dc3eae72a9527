/**
 * The footer copyright replaces [currentYear] / [copyrightyear] with the year. [copyrightyear] uses the
 * site's configured copyright year when there is one.
 */
export function formatCopyright(text: string, currentYear: number, copyrightYear?: number): string {
  return text
    .replace(/\[currentYear\]/gi, String(currentYear))
    .replace(/\[copyrightyear\]/gi, String(copyrightYear ?? currentYear));
}
