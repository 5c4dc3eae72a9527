/** One thing wrong in a content pack, where a person finds it. */
export interface PackProblem {
  /** The file, relative to the pack's folder. */
  file: string;
  line?: number;
  /** The field's path inside the file, e.g. `components[2].fields.title`. */
  field?: string;
  message: string;
}

/** `components[2].fields.title` for ['components', 2, 'fields', 'title']. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${String(part)}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** One line per problem, `file:line  field: message`, sorted by file and line. */
export function formatPackProblems(problems: readonly PackProblem[], packLabel: string): string {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const lines = sorted.map((problem) => {
    const where = problem.line === undefined ? problem.file : `${problem.file}:${String(problem.line)}`;
    return `  ${where}  ${problem.field ? `${problem.field}: ` : ''}${problem.message}`;
  });
  const count = problems.length === 1 ? '1 problem' : `${String(problems.length)} problems`;
  return [`The content pack ${packLabel} has ${count}:`, ...lines].join('\n');
}
