import * as z from 'zod/mini';
import { checkAnswer } from '../../../src/shared/contracts/check-answer';
import { describeMismatch } from '../../../src/shared/contracts/describe-mismatch';
import { defineCall } from '../../../src/shared/contracts/define-call';

const addThing = defineCall({
  name: 'Thing/Add',
  method: 'POST',
  path: '/Thing/Add',
  response: z.object({ id: z.string(), tags: z._default(z.array(z.string()), []) }),
});

describe('checkAnswer', () => {
  it('gives the parsed response of a 2xx that matches: unknown keys dropped, defaults filled', () => {
    const checked = checkAnswer(addThing, { status: 201, body: { id: 'T-1', email: 'ada@example.org' } });
    expect(checked).toEqual({ ok: true, response: { id: 'T-1', tags: [] } });
    // The type follows the contract: no cast needed to read it.
    if (checked.ok) expect(checked.response.id.toUpperCase()).toBe('T-1');
  });

  it('says a 2xx whose body has another shape does not match, with where and what', () => {
    const checked = checkAnswer(addThing, { status: 200, body: { id: 42 } });
    expect(checked).toEqual({
      ok: false,
      callName: 'Thing/Add',
      issues: [expect.objectContaining({ code: 'invalid_type', path: ['id'] })],
    });
  });

  it('refuses an empty or non-JSON body where the contract wants an object', () => {
    expect(checkAnswer(addThing, { status: 204, body: undefined }).ok).toBe(false);
    expect(checkAnswer(addThing, { status: 200, body: '<html>proxy login</html>' }).ok).toBe(false);
  });

  it('never passes an answer that is not a 2xx, even when its body looks right', () => {
    for (const status of [0, 199, 302, 404, 500]) {
      expect(checkAnswer(addThing, { status, body: { id: 'T-1' } })).toEqual({
        ok: false,
        callName: 'Thing/Add',
        issues: [],
      });
    }
  });

  it('describes a mismatch by call, path and code, leaving the values out', () => {
    const checked = checkAnswer(addThing, {
      status: 200,
      body: { id: ['ada@example.org'], tags: 'Ada Lovelace' },
    });
    if (checked.ok) throw new Error('expected a mismatch');
    const text = describeMismatch(checked);
    expect(text).toBe(
      'Thing/Add: the answer does not match its contract: id invalid_type, tags invalid_type',
    );
    expect(text).not.toMatch(/ada|lovelace/i);
  });
});
