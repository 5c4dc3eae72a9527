import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

function listed(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** "must have at least 2 characters", "must be at most 90": a limit in the words of what it limits. */
function bound(origin: string, relation: 'at least' | 'at most', limit: number | bigint): string {
  const one = Number(limit) === 1;
  if (origin === 'string') return `must have ${relation} ${String(limit)} character${one ? '' : 's'}`;
  if (origin === 'array') return `must have ${relation} ${String(limit)} entr${one ? 'y' : 'ies'}`;
  return `must be ${relation} ${String(limit)}`;
}

/** A schema's complaint in plain words: what is wrong with the value, not how the check is built. */
export function plainIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message)
        ? `is missing (${withArticle(issue.expected)} is required)`
        : `must be ${withArticle(issue.expected)}`;
    case 'invalid_value':
      return `must be one of ${listed(issue.values)}`;
    case 'too_small':
      return bound(issue.origin, 'at least', issue.minimum);
    case 'too_big':
      return bound(issue.origin, 'at most', issue.maximum);
    case 'unrecognized_keys':
      return `has fields the content model does not know: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `is not a valid ${issue.format}`;
    default:
      return issue.message;
  }
}
