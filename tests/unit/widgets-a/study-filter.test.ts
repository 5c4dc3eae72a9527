import {
  filterStudiesByCondition,
  filterStudiesBySwitcher,
  VIEW_ALL,
} from '../../../src/shared/domain/widgets/study-filter';

const studies = [
  { studyName: 'Migraine Prevention', conditionName: 'Migraine', group: 'neurology' },
  {
    studyName: 'Asthma Control',
    conditionName: 'Asthma',
    conditionDescription: 'Asthma not controlled by an inhaler',
    group: 'respiratory',
  },
  { studyName: 'Knee', conditionName: 'Artrosis de rodilla', group: 'musculoskeletal' },
  { studyName: 'Chronic cough', conditionName: 'Chronic cough', group: 'respiratory' },
];

describe('study-card filtering by condition text', () => {
  it('keeps every study for an empty or whitespace-only text', () => {
    expect(filterStudiesByCondition(studies, '')).toHaveLength(4);
    expect(filterStudiesByCondition(studies, '   ')).toHaveLength(4);
  });

  it('matches the condition name or description, case-insensitively, anywhere in it', () => {
    expect(filterStudiesByCondition(studies, 'ASTH').map((s) => s.studyName)).toEqual(['Asthma Control']);
    expect(filterStudiesByCondition(studies, 'inhaler').map((s) => s.studyName)).toEqual(['Asthma Control']);
    expect(filterStudiesByCondition(studies, 'cough').map((s) => s.studyName)).toEqual(['Chronic cough']);
  });

  it('ignores accents and extra spaces', () => {
    expect(filterStudiesByCondition(studies, 'ARTRÓSIS  de').map((s) => s.studyName)).toEqual(['Knee']);
  });

  it('does not match study names, only conditions', () => {
    expect(filterStudiesByCondition(studies, 'prevention')).toEqual([]);
  });
});

describe('study switcher', () => {
  it("shows every study for the 'view all' value", () => {
    expect(VIEW_ALL).toBe('view-all');
    expect(filterStudiesBySwitcher(studies, VIEW_ALL)).toHaveLength(4);
  });

  it('shows the studies of the chosen option only', () => {
    expect(filterStudiesBySwitcher(studies, 'respiratory').map((s) => s.studyName)).toEqual([
      'Asthma Control',
      'Chronic cough',
    ]);
    expect(filterStudiesBySwitcher(studies, 'dermatology')).toEqual([]);
  });
});
