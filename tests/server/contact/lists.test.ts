import type { TestApp } from '../support/test-app';
import { createContactApp, testClock } from './support';

describe('list calls (states 20 per page, time zones 50, conditions 300)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createContactApp(testClock());
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('states: 20 per page, states then territories', async () => {
    const first = (await get('/api/lists/states?language=en&country=US')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 56, hasNextPage: true });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toEqual({
      key: 'AL',
      value: 'AL',
      label: 'Alabama',
      isTerritoryState: false,
      countryCodeTerritory: 'US',
    });
    const last = (await get('/api/lists/states?country=US&page=3')).json();
    expect(last).toMatchObject({ page: 3, hasNextPage: false });
    expect(last.items).toHaveLength(16);
    expect(last.items.at(-1)).toMatchObject({
      key: 'VI',
      isTerritoryState: true,
      countryCodeTerritory: 'VI',
    });
  });

  it('states in Spanish; none for another country; nothing past the end', async () => {
    const es = (await get('/api/lists/states?language=es&page=2')).json();
    expect(es.items.map((item: { label: string }) => item.label)).toContain('Nueva York');
    expect((await get('/api/lists/states?country=CA')).json()).toMatchObject({ items: [], total: 0 });
    expect((await get('/api/lists/states?page=9')).json()).toMatchObject({ items: [], hasNextPage: false });
  });

  it('time zones: 50 per page', async () => {
    const res = (await get('/api/lists/time-zones')).json();
    expect(res.pageSize).toBe(50);
    expect(res.items[0]).toEqual({
      id: 'America/New_York',
      name: 'America/New_York',
      path: '/time-zones/america/new_york',
      key: 'America/New_York',
      label: 'Eastern Time',
    });
  });

  it('conditions of interest: 300 per page, from the content', async () => {
    const res = (await get('/api/lists/conditions-of-interest?language=en')).json();
    expect(res.pageSize).toBe(300);
    expect(res.total).toBeGreaterThan(0);
    expect(res.items.find((item: { key: string }) => item.key === 'migraine')).toMatchObject({
      id: 'cond-migraine',
      name: expect.any(String),
      communities: expect.any(Array),
    });
  });

  it.each(['/api/lists/states?page=0', '/api/lists/states?country=usa', '/api/lists/time-zones?language=fr'])(
    '400 for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    },
  );
});
