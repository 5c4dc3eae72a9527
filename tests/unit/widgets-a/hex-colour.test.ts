import { backgroundColourOrInherit, isHexColour } from '../../../src/shared/domain/widgets/hex-colour';

describe('how-it-works background colour (only 3- or 6-digit hex)', () => {
  it.each(['#abc', '#ABC', '#a1b2c3', '#AABBCC', ' #fff '])('accepts %p', (value) => {
    expect(isHexColour(value)).toBe(true);
  });

  it.each([
    'teal',
    'abc',
    '#ab',
    '#abcd',
    '#abcde',
    '#aabbccdd',
    '#ggg',
    'rgb(0,0,0)',
    '#fff; background-image: url(x)',
    '',
    undefined,
    null,
    123,
  ])('refuses %p, so the section inherits', (value) => {
    expect(isHexColour(value)).toBe(false);
    expect(backgroundColourOrInherit(value)).toBeUndefined();
  });

  it('paints a valid colour trimmed and in lower case', () => {
    expect(backgroundColourOrInherit(' #AbC ')).toBe('#abc');
    expect(backgroundColourOrInherit('#EEF6F7')).toBe('#eef6f7');
  });
});
