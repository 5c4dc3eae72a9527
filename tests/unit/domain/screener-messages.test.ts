import {
  completionMessage,
  encodeHeightMessage,
  encodeQuestionMessage,
  frameHeightFor,
  parseFrameMessage,
  splitCompletion,
} from '../../../src/shared/domain/screener-messages';
import type { ScreenerOutput } from '../../../src/shared/domain/screener-output';

const output: ScreenerOutput = {
  pId: 'MIG-301',
  pdfContent: 'Q: A',
  pSec: 'MIG-301',
  patientType: 'adult',
  lastQuestion: 'frequency',
  condition: 'Migraine',
  genericAnswers: [],
};

describe('the questionnaire messages', () => {
  it("encodes question info as a '::' string and parses it back", () => {
    const info = { screenerId: 'migraine-screener', responseId: 'r-1', question: 'diagnosed', page: 1 };
    const text = encodeQuestionMessage(info);
    expect(text).toBe('question::migraine-screener::r-1::diagnosed::1');
    expect(parseFrameMessage(text)).toEqual({ kind: 'question', info });
  });

  it('encodes heights as whole pixels', () => {
    expect(encodeHeightMessage(512.4)).toBe('height::512');
    expect(parseFrameMessage('height::512')).toEqual({ kind: 'height', height: 512 });
  });

  it('parses the final object by its lastQuestion and splits it into output and ids', () => {
    const message = completionMessage(output, { screenerID: 'migraine-screener', screenerResponseID: 'r-1' });
    const parsed = parseFrameMessage(JSON.parse(JSON.stringify(message)));
    expect(parsed?.kind).toBe('completed');
    if (parsed?.kind !== 'completed') return;
    expect(splitCompletion(parsed.completion)).toEqual({
      output,
      screenerID: 'migraine-screener',
      screenerResponseID: 'r-1',
    });
  });

  it.each([
    ['another app', 'hello'],
    ['a number', 42],
    ['too few parts', 'question::a::b::c'],
    ['a name that could split', 'question::a::b::c d::0'],
    ['a negative page', 'question::a::b::c::-1'],
    ['a non-numeric height', 'height::tall'],
    ['an absurd height', 'height::99999999'],
    ['an object without lastQuestion', { pSec: 'X' }],
    ['an invalid completion', { lastQuestion: 'x' }],
    ['null', null],
  ])('ignores %s', (_label, data) => {
    expect(parseFrameMessage(data)).toBeNull();
  });

  it('sizes the iframe to the reported height plus 30, never below 400', () => {
    expect(frameHeightFor(0)).toBe(400);
    expect(frameHeightFor(370)).toBe(400);
    expect(frameHeightFor(371)).toBe(401);
    expect(frameHeightFor(812)).toBe(842);
  });
});
