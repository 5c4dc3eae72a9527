/**
 * Whether a regular expression written in content compiles (with `flags`, as the rule that uses it
 * will compile it). The content schemas refuse one that does not: a broken pattern would refuse
 * every value of its field.
 */
export function compilesAsRegExp(source: string, flags?: string): boolean {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
}
