import '../../../src/shared/zod-locale';
import * as z from 'zod/mini';
import { plainIssue } from '../../../src/server/content/pack/plain-issue';

const schema = z.object({
  title: z.string().check(z.minLength(2), z.maxLength(5)),
  tags: z.array(z.string()).check(z.minLength(1)),
  radius: z.number().check(z.maximum(50)),
  kind: z.enum(['adult', 'minor']),
  link: z.url(),
});

function messages(value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), plainIssue(issue)]));
}

describe('a content problem in plain words', () => {
  it('says what is wrong with the value, in the words of what it is', () => {
    expect(messages({ title: 'x', tags: [], radius: 90, kind: 'baby', link: 'not a link' })).toEqual({
      title: 'must have at least 2 characters',
      tags: 'must have at least 1 entry',
      radius: 'must be at most 50',
      kind: 'must be one of "adult", "minor"',
      link: 'is not a valid url',
    });
    expect(
      messages({ title: 'far too long', tags: ['a'], radius: 5, kind: 'adult', link: 'https://a.example' }),
    ).toEqual({ title: 'must have at most 5 characters' });
  });

  it('tells a missing field from a value of the wrong kind', () => {
    expect(messages({ tags: ['a'], radius: 'ten', kind: 'adult', link: 'https://a.example' })).toEqual({
      title: 'is missing (a string is required)',
      radius: 'must be a number',
    });
  });
});
