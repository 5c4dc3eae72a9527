import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiProvider } from '../../../src/app/api-context';
import { resetListOptionsForTests, useListOptions } from '../../../src/components/form/use-list-options';
import { resetInitialAnswersForTests } from '../../../src/lib/initial-answers';
import { getStates } from '../../../src/shared/contracts/lists';
import { createFakeApi } from '../app/fake-api';
import { inlineAnswers as inline } from '../app/inline-answers';

const state = (value: string, label: string) => ({
  key: value,
  value,
  label,
  isTerritoryState: false,
  countryCodeTerritory: 'US',
});
const statesPage = (page: number, items: ReturnType<typeof state>[], hasNextPage: boolean) => ({
  items,
  page,
  pageSize: 20,
  total: 3,
  hasNextPage,
});

beforeEach(() => {
  resetInitialAnswersForTests();
  resetListOptionsForTests();
  document.getElementById('initial-answers')?.remove();
});

describe("a form's list options", () => {
  it('come from the pages inlined in the HTML without an API call', async () => {
    inline({
      'list:states:en:US:1': {
        call: getStates.name,
        answer: statesPage(1, [state('AL', 'Alabama'), state('AK', 'Alaska')], true),
      },
      'list:states:en:US:2': { call: getStates.name, answer: statesPage(2, [state('AZ', 'Arizona')], false) },
    });
    const { api, calls } = createFakeApi({});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={api}>{children}</ApiProvider>
    );
    const { result } = renderHook(() => useListOptions('states', true, 'en', 'US'), { wrapper });
    await waitFor(() => expect(result.current.map((option) => option.value)).toEqual(['AL', 'AK', 'AZ']));
    expect(calls).toEqual([]);
  });

  it('ask the API for the pages the HTML did not carry', async () => {
    inline({
      'list:states:en:US:1': { call: getStates.name, answer: statesPage(1, [state('AL', 'Alabama')], true) },
    });
    const { api, calls } = createFakeApi({
      [getStates.name]: (query) => statesPage(Number(query.page), [state('AZ', 'Arizona')], false),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={api}>{children}</ApiProvider>
    );
    const { result } = renderHook(() => useListOptions('states', true, 'en', 'US'), { wrapper });
    await waitFor(() => expect(result.current.map((option) => option.value)).toEqual(['AL', 'AZ']));
    expect(calls).toEqual([{ name: getStates.name, query: { language: 'en', country: 'US', page: 2 } }]);
  });
});
