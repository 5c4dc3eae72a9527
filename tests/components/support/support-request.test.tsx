import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SupportRequest from '../../../src/features/support/components/support-request';
import {
  supportRequestFailed,
  supportRequestQueued,
  supportRequestSent,
} from '../../../src/features/support/support-slice';
import {
  supportRequestFieldsSchema,
  type SupportRequestFieldsInput,
} from '../../../src/shared/content-model/support-fields';
import { deviceKioskModeRead } from '../../../src/features/kiosk/kiosk-slice';
import { renderSupport } from './render-support';

const base: SupportRequestFieldsInput = {
  title: 'Technical support',
  description: 'Tell us what is not working.',
  nameRequired: true,
  nameRequiredMessage: 'Please enter your name.',
  emailRequired: true,
  emailInvalidMessage: 'Please enter a valid email address.',
  issueRequired: true,
  messageRequired: true,
  issues: ['I cannot open a link', 'Something else'],
  issuePlaceholder: 'Choose an issue',
  buttonText: 'Send request',
  showErrorBanner: true,
  emailContentInfo: {
    errorMessage: 'We could not send it.',
    successTitle: 'Thank you, we received your request',
    successDescription: 'We will reply soon.',
  },
};

const page = (fields: SupportRequestFieldsInput, path = '/support/technical') => ({
  found: true,
  study: null,
  page: {
    id: 'support-technical',
    path,
    language: 'en',
    name: 'Technical support',
    title: 'Technical support',
    flags: {},
    components: [{ id: 'support-technical-form', name: 'SupportRequest', fields }],
  },
});

function renderRequest(input: SupportRequestFieldsInput = base, url = '/support/technical?x=1') {
  const fields = supportRequestFieldsSchema.parse(input);
  return renderSupport(<SupportRequest fields={fields} position={0} />, url, {
    layout: () => page(input),
    'content-graph/breadcrumbs': () => ({
      items: [
        { title: 'Home', url: '/' },
        { title: 'Support', url: '/support' },
        { title: 'Technical support', url: '/support/technical' },
      ],
    }),
  });
}

describe('SupportRequest', () => {
  it('shows breadcrumbs, title, description and the form with a 4-row message', async () => {
    const view = renderRequest();
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('HomeSupportTechnical support');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support?x=1');
    expect(view.calls).toContainEqual({
      name: 'content-graph/breadcrumbs',
      query: { itemId: 'support-technical', language: 'en' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Technical support' })).toBeInTheDocument();
    expect(screen.getByText('Tell us what is not working.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('combobox', { name: 'Issue' })).toHaveDisplayValue('Choose an issue');
  });

  it('validates each field on blur with the configured or built-in messages', async () => {
    const user = userEvent.setup();
    renderRequest();
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'ana@');
    // Not yet: the message waits for the field to be left.
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await user.clear(email);
    await user.tab();
    expect(email).toHaveAccessibleDescription('This field is required.');
    await user.type(email, 'ANA@EXAMPLE.COM');
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('after a refused submit, a corrected message goes while typing, so one more click sends', async () => {
    const user = userEvent.setup();
    const view = renderRequest();
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAccessibleDescription('This field is required.');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Issue' }), 'Something else');
    await user.type(message, 'Help');
    // Still focused, and already valid: nothing is left to disappear when Submit is clicked.
    expect(message).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(view.actions.filter((action) => action.type === 'supportRequest/submitted')).toHaveLength(1);
  });

  it('dispatches the request with the page, form id and trimmed values; nothing while invalid', async () => {
    const user = userEvent.setup();
    const view = renderRequest();
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(view.actions.some((action) => action.type === 'supportRequest/submitted')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Ana ');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Issue' }), 'Something else');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Help me');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(view.actions).toContainEqual({
      type: 'supportRequest/submitted',
      payload: {
        body: {
          pagePath: '/support/technical',
          language: 'en',
          formId: 'support-technical-form',
          name: 'Ana',
          email: 'ana@example.com',
          issue: 'Something else',
          message: 'Help me',
        },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sending your request…');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
    act(() => void view.store.dispatch(supportRequestSent()));
    expect(screen.getByRole('heading', { name: 'Thank you, we received your request' })).toBeInTheDocument();
    expect(screen.getByText('We will reply soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it('sends the fixed issue, shown as a disabled text', async () => {
    const user = userEvent.setup();
    const view = renderRequest({ ...base, fixedIssue: 'Question about a study' });
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(screen.getByRole('textbox', { name: 'Issue' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Issue' })).toHaveValue('Question about a study');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const submitted = view.actions.find((action) => action.type === 'supportRequest/submitted');
    expect(submitted?.payload).toMatchObject({ body: { issue: 'Question about a study' } });
  });

  it('keeps the form on failure, removes the loader and shows the closable banner when configured', async () => {
    const user = userEvent.setup();
    const view = renderRequest();
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    act(() => void view.store.dispatch(supportRequestFailed()));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not send it.');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no banner without the flag, and the offline note when queued', async () => {
    const view = renderRequest({ ...base, showErrorBanner: false });
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    act(() => void view.store.dispatch(supportRequestFailed()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => void view.store.dispatch(supportRequestQueued({ because: 'offline' })));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    expect(screen.getByRole('status')).toHaveTextContent('saved on this device');
  });

  it('says the server had a problem, never "offline", when the server answered with an error', async () => {
    const view = renderRequest(base);
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    act(() => void view.store.dispatch(supportRequestQueued({ because: 'server' })));
    expect(screen.getByRole('status')).toHaveTextContent('Our server had a problem');
    expect(screen.getByRole('status')).toHaveTextContent('saved on this device');
    expect(screen.getByRole('status')).not.toHaveTextContent(/offline/i);
  });

  it('uses the Spanish fallbacks and resets the state when left', async () => {
    const view = renderRequest({ issues: [] }, '/es/support/technical');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Comuníquese con ayuda' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    view.unmount();
    expect(view.actions.at(-1)).toEqual({ type: 'supportRequest/reset', payload: undefined });
  });

  it('lets the browser remember what is typed only when the device is not a kiosk', async () => {
    const view = renderRequest(base);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('autocomplete', 'email');
    act(() => void view.store.dispatch(deviceKioskModeRead({ enabled: true })));
    for (const field of screen.getAllByRole('textbox')) expect(field).toHaveAttribute('autocomplete', 'off');
  });
});
