import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSIST_VERSION, selectRehydrated } from '../../../src/app/persist';
import { DRAFT_DEBOUNCE_MS } from '../../../src/features/contact-form/components/watchers';
import type { PersistStorage } from '../../../src/lib/storage';
import { memoryStorage } from '../app/render-app';
import { ofType, renderContactForm } from './render-contact-form';

/*
 * A page hydrated from the server's first screen renders the contact form before the stored state
 * is back. When it is, the saved draft is applied to the form already on the page (not by mounting
 * it again): the same inputs show the draft, as pristine values, with no participant check and no
 * draft saved for them; what is typed afterwards is a change again.
 */

const DRAFT_KEY = 'contact-form:asthma-study:adult-contact-form';
const SAVED = { FirstName: 'Rosa', LastName: 'Quint', Email: 'rosa.quint@example.com' };

const WITH_DRAFT = {
  drafts: { byKey: { [DRAFT_KEY]: { values: SAVED, savedAt: new Date().toISOString() } } },
};

/** Persisted state, read only when the test releases it (the page's first render is before). */
function gatedStorage(stored: Record<string, unknown> = WITH_DRAFT) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inner = memoryStorage({
    'persist:root': { ...stored, _persist: { version: PERSIST_VERSION, rehydrated: true } },
  });
  const storage: PersistStorage = { ...inner, getItem: async (key) => (await gate, inner.getItem(key)) };
  return { storage, release };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the contact form when the stored state comes back after it rendered', () => {
  it('shows the saved draft in the inputs already on the page, as where the form starts', async () => {
    const { storage, release } = gatedStorage();
    const { store, actions } = renderContactForm({ storage });
    const firstName = await screen.findByLabelText(/^First name/);
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(firstName).toHaveValue('');
    expect(selectRehydrated(store.getState())).toBe(false);

    release();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(selectRehydrated(store.getState())).toBe(true);
    // The same elements: the form was not mounted again.
    expect(screen.getByLabelText(/^First name/)).toBe(firstName);
    expect(firstName).toHaveValue('Rosa');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Quint');
    expect(email).toHaveValue('rosa.quint@example.com');

    // Restored values are not a change: no participant check, no draft saved again.
    await act(() => jest.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS * 2));
    expect(ofType(actions, 'contactForm/emailChanged')).toHaveLength(0);
    expect(ofType(actions, 'drafts/draftSaved')).toHaveLength(0);

    // What is typed afterwards is.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.clear(email);
    await user.type(email, 'rosa@example.org');
    await act(() => jest.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS));
    expect(ofType(actions, 'contactForm/emailChanged').at(-1)?.payload).toEqual({
      email: 'rosa@example.org',
    });
    expect(store.getState().drafts.byKey[DRAFT_KEY]?.values).toMatchObject({
      FirstName: 'Rosa',
      Email: 'rosa@example.org',
    });
  });

  it('locks the date of birth the screener answered by replacing its selects with ones that hold the answers', async () => {
    const screener = {
      status: 'qualified',
      protocols: ['P-1'],
      zipCode: '60611',
      dob: { day: '4', month: '5', year: '1980' },
    };
    const { storage, release } = gatedStorage({
      contactSubmission: { current: null, screener, savedEnrollments: [] },
    });
    renderContactForm({ storage });
    const day = await screen.findByRole('combobox', { name: 'Day' });
    expect(day).toBeEnabled();

    release();
    await act(() => jest.advanceTimersByTimeAsync(0));
    const locked = screen.getByRole('combobox', { name: 'Day' });
    // A select flipped to disabled on the page restyles each option; a new one is built instead.
    expect(locked).not.toBe(day);
    expect(locked).toBeDisabled();
    expect(locked).toHaveValue('4');
    // Nobody can choose another day: the locked select holds its value (and the placeholder) only.
    expect(locked.querySelectorAll('option')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('1980');
  });
});
