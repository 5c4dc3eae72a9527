import { getBreadcrumbs, getContextData, getLayout } from '../../../src/shared/contracts/content';
import { listMailbox } from '../../../src/shared/contracts/mailbox';

describe('content contracts', () => {
  it('use the spec paths with GET and change no state', () => {
    expect(
      [getContextData, getLayout, getBreadcrumbs, listMailbox].map((c) => [c.method, c.path, c.changesState]),
    ).toEqual([
      ['GET', '/api/cr-context-data', false],
      ['GET', '/api/layout', false],
      ['GET', '/api/content-graph/breadcrumbs', false],
      ['GET', '/api/demo/mailbox', false],
    ]);
  });

  it('default the language to English', () => {
    expect(getContextData.query.parse({})).toEqual({ language: 'en' });
    expect(getLayout.query.parse({ path: '/' })).toEqual({ path: '/', language: 'en' });
  });

  it.each([
    [{ path: 'x' }, 'path'],
    [{ path: `/${'a'.repeat(512)}` }, 'path'],
    [{ path: '/', language: 'fr' }, 'language'],
  ])('refuses the layout query %j at %s', (query, field) => {
    const result = getLayout.query.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('accepts a path of exactly 512 characters', () => {
    expect(getLayout.query.safeParse({ path: `/${'a'.repeat(511)}` }).success).toBe(true);
  });

  it('makes the breadcrumb item id optional but well-formed', () => {
    expect(getBreadcrumbs.query.parse({})).toEqual({ language: 'en' });
    expect(getBreadcrumbs.query.safeParse({ itemId: 'a b' }).success).toBe(false);
  });
});
