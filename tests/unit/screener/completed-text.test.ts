/** @jest-environment jsdom */
import { completedBlocks } from '../../../src/features/screener/questionnaire/completed-text';

describe("the questionnaire's completed message", () => {
  it('keeps headings and paragraphs as text', () => {
    expect(completedBlocks('<h3>Thank you.</h3><p>Taking you to the <b>next</b> step…</p>')).toEqual([
      { kind: 'heading', text: 'Thank you.' },
      { kind: 'paragraph', text: 'Taking you to the next step…' },
    ]);
  });

  it('never keeps markup: a script or a handler shows nothing but text', () => {
    const blocks = completedBlocks(
      '<p onclick="alert(1)">Hi <img src=x onerror="alert(2)"></p><script>alert(3)</script>',
    );
    expect(blocks).toEqual([{ kind: 'paragraph', text: 'Hi' }]);
  });

  it('makes loose text one paragraph, and nothing of an empty message', () => {
    expect(completedBlocks('Thanks <em>a lot</em>')).toEqual([{ kind: 'paragraph', text: 'Thanks a lot' }]);
    expect(completedBlocks('  ')).toEqual([]);
  });
});
