import { screen, within } from '@testing-library/react';
import CookieDeclarationTable from '../../../src/features/widgets/components/cookie-declaration-table';
import { mockMatchMedia, removeMatchMedia, renderPageWidget, settle } from './render-page-widget';

const fields = {
  title: 'Cookies this site uses',
  namelabel: 'Cookie',
  sourceLabel: 'Set by',
  durationLabel: 'Kept for',
  descriptionLabel: 'Purpose',
  cookies: [
    {
      nameValue: 'enrollmentID',
      sourceValue: '',
      useDomain: false,
      applyPrefix: false,
      durationValue: '30 days',
      descriptionValue: 'Your enrolment.',
    },
    {
      nameValue: '_ga',
      sourceValue: '.analytics.example',
      useDomain: true,
      applyPrefix: true,
      durationValue: '2 years',
      descriptionValue: 'Analytics.',
    },
  ],
};

async function renderTable(wide: boolean, extra: Record<string, unknown> = {}, path = '/cookie-policy') {
  mockMatchMedia((query) => (query === '(max-width: 785px)' ? !wide : false));
  renderPageWidget(<CookieDeclarationTable fields={{ ...fields, ...extra }} position={2} />, path);
  await settle();
}

afterEach(() => removeMatchMedia());

describe('CookieDeclarationTable', () => {
  it('is a table with the content column labels on wide screens', async () => {
    await renderTable(true);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cookie', 'Set by', 'Kept for', 'Purpose']);
    const row = within(table).getByRole('row', { name: /enrollmentID/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([window.location.hostname, '30 days', 'Your enrolment.']);
    // useDomain: the content's domain; applyPrefix: one leading dot, not two.
    expect(within(table).getByRole('row', { name: /_ga/ })).toHaveTextContent('.analytics.example');
    expect(within(table).getByRole('row', { name: /_ga/ })).not.toHaveTextContent('..analytics');
  });

  it('stacks name/value rows below 786 px', async () => {
    await renderTable(false);
    expect(screen.queryByRole('table')).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const terms = within(items[0] as HTMLElement)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(items[0] as HTMLElement)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Cookie', 'Set by', 'Kept for', 'Purpose']);
    expect(values).toEqual(['enrollmentID', window.location.hostname, '30 days', 'Your enrolment.']);
  });

  it('falls back to the built-in labels in the page language', async () => {
    await renderTable(true, { namelabel: undefined, sourceLabel: undefined }, '/es/cookie-policy');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 2)).toEqual(['Nombre', 'Origen']);
  });
});
