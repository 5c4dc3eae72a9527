import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftSaved } from '../../../src/app/drafts-slice';
import { renderContactForm } from './render-contact-form';

/*
 * Leaving a page saves its contact form's last typing as that form unmounts, after the next page's
 * form (the same form in the other language) has already read the draft. What is saved then reaches
 * the new form while nothing has been typed in it, and never overwrites what has.
 */

const DRAFT_KEY = 'contact-form:asthma-study:adult-contact-form';
const later = () => new Date(Date.now() + 1000).toISOString();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a draft saved after the contact form read its start values', () => {
  it('is taken into the form in place while nothing has been typed in it', async () => {
    const { store } = renderContactForm();
    const firstName = await screen.findByLabelText(/^First name/);
    expect(firstName).toHaveValue('');
    act(() => {
      store.dispatch(
        draftSaved({
          key: DRAFT_KEY,
          values: { FirstName: 'Lucía', Email: 'lucia@example.com' },
          savedAt: later(),
        }),
      );
    });
    expect(screen.getByLabelText(/^First name/)).toBe(firstName);
    expect(firstName).toHaveValue('Lucía');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('lucia@example.com');
  });

  it('does not overwrite what has been typed since', async () => {
    const { store } = renderContactForm();
    const firstName = await screen.findByLabelText(/^First name/);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(firstName, 'Ana');
    act(() => {
      store.dispatch(draftSaved({ key: DRAFT_KEY, values: { FirstName: 'Lucía' }, savedAt: later() }));
    });
    expect(firstName).toHaveValue('Ana');
  });
});
