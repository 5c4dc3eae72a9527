import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderContactForm } from './render-contact-form';

/*
 * "A language switch that keeps the journey": the switch unmounts the form at
 * once, well inside the draft's 500 ms debounce. What was typed must be in the drafts slice all the
 * same, so the form in the other language opens with it; a submitted form leaves no draft behind.
 */

const DRAFT_KEY = 'contact-form:asthma-study:adult-contact-form';

describe('the contact form draft when the form goes away', () => {
  it('saves what was typed at once when the form unmounts before the debounce', async () => {
    const user = userEvent.setup();
    const { store, unmount } = renderContactForm();
    await user.type(await screen.findByLabelText(/^First name/), 'Lucía');
    expect(store.getState().drafts.byKey[DRAFT_KEY]?.values.FirstName).not.toBe('Lucía');
    unmount();
    expect(store.getState().drafts.byKey[DRAFT_KEY]?.values).toMatchObject({ FirstName: 'Lucía' });
  });

  it('saves nothing for a form nobody typed in', async () => {
    const { store, unmount } = renderContactForm();
    await screen.findByLabelText(/^First name/);
    unmount();
    expect(store.getState().drafts.byKey[DRAFT_KEY]).toBeUndefined();
  });
});
