import { act, screen, within } from '@testing-library/react';
import TrialSearchResults from '../../../src/features/trials/components/trial-search-results';
import { trialFilterStrings } from '../../../src/features/trials/trial-filter-strings';
import { trialWhy } from '../../../src/features/trials/trial-why';
import { searchSucceeded } from '../../../src/features/trials/trials-slice';
import { NO_TRIAL_FILTERS } from '../../../src/shared/domain/trials/trial-filters';
import { trialResult } from '../../unit/trials/trial-fixture';
import { renderTrials } from './render-trials';

/* The cards' "why this trial" line: only what the search knows, short, in both languages. */

const en = trialFilterStrings('en');
const es = trialFilterStrings('es');
const context = { originZip: '60611', age: 40, distanceUnit: 'miles', language: 'en' as const };

describe('trialWhy', () => {
  it('says the distance from the searched zip, the age range that fits and the matched condition', () => {
    const trial = trialResult({
      distance: 4.24,
      trialminage: 18,
      trialmaxage: 65,
      matchedCondition: 'Asthma',
    });
    expect(trialWhy(trial, context, en)).toEqual([
      '4.2 miles from 60611',
      'Your age fits (18–65)',
      'Matches: Asthma',
    ]);
    expect(trialWhy(trial, { ...context, distanceUnit: 'millas', language: 'es' }, es)).toEqual([
      'A 4.2 millas de 60611',
      'Su edad encaja (18–65)',
      'Coincide con: Asthma',
    ]);
  });

  it('0 and 120 are no limit', () => {
    const fits = (min: number, max: number, age: number) =>
      trialWhy(trialResult({ distance: null, trialminage: min, trialmaxage: max }), { ...context, age }, en);
    expect(fits(18, 120, 70)).toEqual(['Your age fits (18 and over)']);
    expect(fits(0, 17, 9)).toEqual(['Your age fits (up to 17)']);
    expect(fits(0, 120, 0)).toEqual(['Your age fits (any age)']);
    expect(
      trialWhy(trialResult({ distance: null, trialminage: 0, trialmaxage: 17 }), { ...context, age: 9 }, es),
    ).toEqual(['Su edad encaja (hasta 17 años)']);
  });

  it('says nothing it does not know: no distance, no zip, no age filter, an age outside the range', () => {
    const trial = trialResult({ distance: null, trialminage: 18, trialmaxage: 65, matchedCondition: null });
    expect(trialWhy(trial, context, en)).toEqual(['Your age fits (18–65)']);
    expect(trialWhy(trialResult({ distance: 3 }), { ...context, originZip: null, age: null }, en)).toEqual(
      [],
    );
    expect(trialWhy(trialResult({ distance: 3, trialminage: 18 }), { ...context, age: 17 }, en)).toEqual([
      '3.0 miles from 60611',
    ]);
  });
});

describe('the why line on the result cards', () => {
  it('uses the answered search: its zip, its age filter', () => {
    const { store } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=asthma&zip=60611&age=30',
    );
    const results = [
      trialResult({ trialorgstudyid: 'A', trialtitle: 'Fits', distance: 4.24, matchedCondition: 'Asthma' }),
      trialResult({ trialorgstudyid: 'B', trialtitle: 'Virtual only', distance: null, trialminage: 50 }),
    ];
    act(
      () =>
        void store.dispatch(
          searchSucceeded({
            query: { q: 'asthma', zip: '60611', page: 1, filters: { ...NO_TRIAL_FILTERS, age: 30 } },
            answer: {
              results,
              totalCount: 2,
              page: 1,
              pageSize: 10,
              pageCount: 1,
              origin: { zipCode: '60611', latitude: 41.89, longitude: -87.62 },
              zipUnknown: false,
            },
          }),
        ),
    );
    const fits = screen.getByRole('article', { name: 'Fits' });
    expect(within(fits).getByTestId('trial-why')).toHaveTextContent(
      'Why this trial: 4.2 miles from 60611 · Your age fits (18–65) · Matches: Asthma',
    );
    expect(
      within(screen.getByRole('article', { name: 'Virtual only' })).queryByTestId('trial-why'),
    ).toBeNull();
  });
});
