import fc from 'fast-check';
import { canonicalJson, requestFingerprint } from '../../../src/server/http/fingerprint';

const base = { method: 'POST', path: '/Participant/Add', params: {}, query: {} };

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: 1, e: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"e":2,"f":1}]},"b":1}',
    );
  });

  it('is the same for any key order of the same value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('requestFingerprint', () => {
  it('is stable for the same request and differs for a different body, path or method', () => {
    const one = requestFingerprint({ ...base, body: { a: 1, b: 2 } });
    expect(requestFingerprint({ ...base, body: { b: 2, a: 1 } })).toBe(one);
    expect(requestFingerprint({ ...base, body: { a: 1, b: 3 } })).not.toBe(one);
    expect(requestFingerprint({ ...base, path: '/Patient/Add', body: { a: 1, b: 2 } })).not.toBe(one);
    expect(requestFingerprint({ ...base, method: 'PUT', body: { a: 1, b: 2 } })).not.toBe(one);
    expect(requestFingerprint({ ...base, query: { guestType: 'visitor' }, body: { a: 1, b: 2 } })).not.toBe(
      one,
    );
  });
});
