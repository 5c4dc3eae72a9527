import { splitStudies, StudySplitter } from '../../../../src/server/trials/ctgov/json-study-splitter';

/** Splits `input` fed in the given pieces; the texts parsed back, then the object's other text. */
function split(pieces: readonly string[]): { studies: unknown[]; rest: unknown } {
  const splitter = new StudySplitter();
  const texts = pieces.flatMap((piece) => splitter.push(piece));
  const ended = splitter.end();
  return {
    studies: [...texts, ...ended.studies].map((text) => JSON.parse(text) as unknown),
    rest: ended.rest === null ? null : (JSON.parse(ended.rest) as unknown),
  };
}

const tricky = {
  protocolSection: {
    identificationModule: { nctId: 'NCT01234567', briefTitle: 'Quotes " and \\ and ] } [ { , in text' },
    descriptionModule: { briefSummary: 'Migraña crónica — ñandú 😀 \u2028 line\nbreak \\"studies\\": [' },
    conditionsModule: { conditions: ['A', 'B'], keywords: [] },
  },
  empty: {},
  numbers: [1, -2.5e3, true, null],
};
const second = { protocolSection: { identificationModule: { nctId: 'NCT07654321' } } };

describe('the study splitter', () => {
  const inputs: Array<[string, string, unknown[], unknown]> = [
    [
      'an API page',
      JSON.stringify({ studies: [tricky, second], nextPageToken: 'tok"en' }),
      [tricky, second],
      { studies: [], nextPageToken: 'tok"en' },
    ],
    ['a plain array', JSON.stringify([tricky, second], null, 2), [tricky, second], null],
    ['one study', JSON.stringify(tricky, null, 1), [tricky], null],
    ['an empty page', '{ "totalCount": 0, "studies": [ ] }', [], { totalCount: 0, studies: [] }],
    [
      'a page whose token comes first',
      JSON.stringify({ nextPageToken: 'x', studies: [second] }),
      [second],
      { nextPageToken: 'x', studies: [] },
    ],
    ['an array with scalars', '\ufeff[ {"a":1} , 42, "text" , null ]', [{ a: 1 }, 42, 'text', null], null],
  ];

  it.each(inputs)('splits %s the same wherever one chunk ends', (_name, input, studies, rest) => {
    for (let cut = 0; cut <= input.length; cut += 1) {
      expect(split([input.slice(0, cut), input.slice(cut)])).toEqual({ studies, rest });
    }
  });

  it.each(inputs)('splits %s fed one character at a time', (_name, input, studies, rest) => {
    expect(split([...input])).toEqual({ studies, rest });
  });

  it('splits three-way at every pair of points of a page', () => {
    const input = JSON.stringify({ studies: [second, tricky] });
    for (let a = 0; a <= input.length; a += 7) {
      for (let b = a; b <= input.length; b += 5) {
        expect(split([input.slice(0, a), input.slice(a, b), input.slice(b)]).studies).toEqual([
          second,
          tricky,
        ]);
      }
    }
  });

  it('keeps a key named studies inside a study a part of that study', () => {
    const nested = { protocolSection: { studies: [1, 2] } };
    expect(split([JSON.stringify({ studies: [nested] })]).studies).toEqual([nested]);
    expect(split([JSON.stringify(nested)]).studies).toEqual([nested]);
  });

  it('refuses a truncated input, text after the value, and a bare scalar', () => {
    expect(() => split(['{"studies": [{"a": 1}'])).toThrow(/middle/);
    expect(() => split(['{"a": "unterminated'])).toThrow(/middle/);
    expect(() => split(['[1] [2]'])).toThrow(/after/);
    expect(() => split(['42'])).toThrow(/neither/);
    expect(() => split([''])).toThrow(/middle/);
  });

  it('streams: yields each study before the input ends', async () => {
    const seen: string[] = [];
    async function* chunks() {
      yield '{"studies":[{"n":1},';
      seen.push('second chunk asked');
      yield '{"n":2}],"nextPageToken":"t"}';
    }
    let rest: string | null = null;
    for await (const text of splitStudies(chunks(), (r) => (rest = r))) seen.push(text);
    expect(seen).toEqual(['{"n":1}', 'second chunk asked', '{"n":2}']);
    expect(JSON.parse(rest ?? 'null')).toEqual({ studies: [], nextPageToken: 't' });
  });
});
