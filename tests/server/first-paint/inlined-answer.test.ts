import * as z from 'zod/mini';
import { defineCall } from '../../../src/shared/contracts/define-call';
import { inlinedAnswer } from '../../../src/server/first-paint/inlined-answer';

const getThing = defineCall({
  name: 'thing',
  method: 'GET',
  path: '/api/thing',
  query: z.object({ language: z.string(), page: z.number() }),
  response: z.object({
    name: z.string().check(z.trim(), z.minLength(1)),
    count: z._default(z.number(), 1),
  }),
});

describe('an answer inlined in a page', () => {
  it('is the answer as the call sends it: checked and shaped by the contract, tagged with the call and URL', () => {
    expect(inlinedAnswer(getThing, { language: 'es', page: 2 }, { name: '  Ana ', extra: true })).toEqual({
      call: 'thing',
      url: '/api/thing?language=es&page=2',
      answer: { name: 'Ana', count: 1 },
    });
  });

  it('is refused when the answer does not pass the contract (the page then asks the API)', () => {
    expect(() => inlinedAnswer(getThing, { language: 'en', page: 1 }, { name: ' ' })).toThrow();
  });
});
