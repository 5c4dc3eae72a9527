import {
  CARD_TEXT_LIMITS,
  limitCardText,
  limitCharacters,
  limitWords,
  STUDY_CARD_TEXT_LIMITS,
} from '../../../src/shared/domain/card-text';

describe('limitWords', () => {
  it('keeps text within the limit as it is, with spaces collapsed', () => {
    expect(limitWords('  one two\n three ', 3)).toBe('one two three');
  });

  it('cuts to the first words and marks the cut', () => {
    const sixteen = Array.from({ length: 16 }, (_, index) => `w${index + 1}`).join(' ');
    expect(limitWords(sixteen, 15)).toBe(`${sixteen.split(' ').slice(0, 15).join(' ')}…`);
  });

  it('never leaves punctuation before the ellipsis', () => {
    expect(limitWords('It lasts six months. Visits are monthly.', 4)).toBe('It lasts six months…');
  });
});

describe('limitCharacters', () => {
  it('keeps a short title whole', () => {
    expect(limitCharacters('Asthma Control Study', 70)).toBe('Asthma Control Study');
  });

  it('cuts at a word boundary and stays within the limit, ellipsis included', () => {
    const title = 'A randomised, double-blind study of an investigational medicine for adults with migraine';
    const cut = limitCharacters(title, 70);
    expect(cut.length).toBeLessThanOrEqual(70);
    expect(cut.endsWith('…')).toBe(true);
    expect(title.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toBe('A randomised, double-blind study of an investigational medicine for…');
  });

  it('cuts a single long word mid-word', () => {
    expect(limitCharacters('Pneumonoultramicroscopicsilicovolcanoconiosis', 10)).toBe('Pneumonou…');
  });
});

describe('limitCardText', () => {
  it('uses the card text limits by default', () => {
    expect(CARD_TEXT_LIMITS).toEqual({
      titleCharacters: 70,
      descriptionWords: 15,
      titleLines: 2,
      descriptionLines: 3,
    });
    expect(limitCardText({ title: 'Short' })).toEqual({ title: 'Short', description: '' });
  });

  it('uses the study-card defaults when asked', () => {
    expect(STUDY_CARD_TEXT_LIMITS).toEqual({
      titleCharacters: 30,
      descriptionWords: 30,
      titleLines: 2,
      descriptionLines: 3,
    });
    const { title } = limitCardText(
      { title: 'Knee Osteoarthritis Pain Study in Adults' },
      STUDY_CARD_TEXT_LIMITS,
    );
    expect(title).toBe('Knee Osteoarthritis Pain…');
  });
});
