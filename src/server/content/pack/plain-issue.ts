import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

function listed(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** A schema's complaint in plain words: what is wrong with the value, not how the check is built. */
export function plainIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message)
        ? `is missing (a ${issue.expected} is required)`
        : `must be a ${issue.expected}`;
    case 'invalid_value':
      return `must be one of ${listed(issue.values)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must have at least ${String(issue.minimum)} characters`
        : issue.origin === 'array'
          ? `must have at least ${String(issue.minimum)} entries`
          : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must have at most ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `must have at most ${String(issue.maximum)} entries`
          : `must be at most ${String(issue.maximum)}`;
    case 'unrecognized_keys':
      return `has fields the content model does not know: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `is not a valid ${issue.format}`;
    default:
      return issue.message;
  }
}
