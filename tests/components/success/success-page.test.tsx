import { act, screen, within } from '@testing-library/react';
import SuccessPage from '../../../src/features/success/components/success-page';
import { healthDataFailed, healthDataShareClicked } from '../../../src/features/success/health-data-slice';
import { successDetailsLoaded, successPageOpened } from '../../../src/features/success/success-slice';
import {
  successPageFieldsSchema,
  type SuccessPageFields,
} from '../../../src/shared/content-model/success-page-fields';
import { renderWidget } from '../widgets/render-widget';
import { shown, successDetails } from './success-fixtures';

jest.mock('../../../src/components/map/site-map', () => jest.requireActual('./site-map-stub'));

const fields: SuccessPageFields = successPageFieldsSchema.parse({
  confirmationBanner: 'Thank you, {FirstName}. Sent to {SiteName}.',
  headingMessage: 'All set, {FirstName}',
  nextSteps: ['Call {SitePhone} if you like. {Unknown}done'],
  healthDataAttempts: 4,
  shareEmailSubject: 'Site for {StudyName}',
});

function renderPage(path = '/siteselectionsuccess', details = successDetails()) {
  const view = renderWidget(<SuccessPage fields={fields} position={0} />, path);
  act(() => {
    view.store.dispatch(successDetailsLoaded({ enrollmentId: 'e-1', details }));
  });
  return view;
}

describe('SuccessPage', () => {
  it('asks for its details once shown, and fills merge tags in every text', () => {
    const view = renderPage();
    expect(view.actions).toContainEqual(successPageOpened({ language: 'en' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All set, Ana');
    expect(screen.getByTestId('success-confirmation')).toHaveTextContent(
      'Thank you, Ana. Sent to Lakeshore Clinic.',
    );
    expect(screen.getByText('Call (312) 555-0100 if you like. done')).toBeInTheDocument();
  });

  it('shows the appointment parts and the selected site with the health-data panel on the right', () => {
    const { container } = renderPage();
    const appointment = screen.getByRole('region', { name: 'Your requested appointment' });
    expect(within(appointment).getByText('Tuesday, December 1, 2026')).toBeInTheDocument();
    expect(within(appointment).getByText('Morning')).toBeInTheDocument();
    expect(within(appointment).getByText('10:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your study site' })).toHaveTextContent('Lakeshore Clinic');
    expect(container.querySelector('.success-page__main-right')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Share my health data' })).toBeEnabled();
  });

  it.each([
    ['hideConfirmationBanner', () => screen.queryByTestId('success-confirmation')],
    ['hideAppointmentDateTime', () => screen.queryByRole('region', { name: 'Your requested appointment' })],
    ['hideNextSteps', () => screen.queryByRole('region', { name: 'What happens next' })],
    ['hideShareHealthData', () => screen.queryByRole('button', { name: 'Share my health data' })],
  ] as const)('%s hides its block', (flag, query) => {
    renderPage('/siteselectionsuccess', successDetails({ flags: { ...shown, [flag]: true } }));
    expect(query()).toBeNull();
  });

  it('hides the right panel with share-health-data, keeping one column', () => {
    const { container } = renderPage(
      '/siteselectionsuccess',
      successDetails({ flags: { ...shown, hideShareHealthData: true } }),
    );
    expect(container.querySelector('.success-page__main-right')).toBeNull();
    expect(container.querySelector('.success-page__columns--single')).not.toBeNull();
  });

  it('keeps an (invisible) page heading when the heading message is hidden', () => {
    renderPage('/siteselectionsuccess', successDetails({ flags: { ...shown, hideHeadingMessage: true } }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');
  });

  it('puts the selected site inside the advanced next steps for journey 03', () => {
    renderPage(
      '/siteselectionsuccess',
      successDetails({ flags: { ...shown, hideAdvancedNextSteps: false, hideNextSteps: true } }),
    );
    const advanced = screen.getByRole('region', { name: 'What happens next' });
    expect(advanced).toHaveTextContent(
      'Dr Lee, the team at Lakeshore Clinic will contact you about Migraine study.',
    );
    expect(within(advanced).getByRole('region', { name: 'Your study site' })).toBeInTheDocument();
  });

  it('has no appointment card without a date', () => {
    renderPage('/siteselectionsuccess', successDetails({ appointmentDateTime: '' }));
    expect(screen.queryByRole('region', { name: 'Your requested appointment' })).toBeNull();
  });

  it('speaks Spanish on Spanish pages', () => {
    renderPage('/es/siteselectionsuccess');
    expect(screen.getByRole('region', { name: 'Su centro del estudio' })).toBeInTheDocument();
  });

  it('share button sends the configured attempts and the page language', () => {
    const view = renderPage();
    act(() => screen.getByRole('button', { name: 'Share my health data' }).click());
    expect(view.actions).toContainEqual(
      healthDataShareClicked({ maxAttempts: 4, preview: false, language: 'en' }),
    );
  });

  it('shows the spec’s error and unavailable modals, and disables the button when used up', () => {
    const view = renderPage();
    act(() => {
      view.store.dispatch(healthDataFailed({ usedUp: false }));
    });
    expect(screen.getByTestId('health-data-error')).toHaveTextContent('Share Your Data');
    expect(screen.getByTestId('health-data-error')).toHaveTextContent('We are currently unable to connect');
    act(() => {
      view.store.dispatch(healthDataFailed({ usedUp: true }));
    });
    expect(screen.getByTestId('health-data-unavailable')).toHaveTextContent('Share Your Data Unavailable');
    expect(screen.getByTestId('health-data-unavailable')).toHaveTextContent('Sorry, service unavailable.');
    expect(screen.getByRole('button', { name: 'Share my health data', hidden: true })).toBeDisabled();
  });

  it('calls nothing in preview mode, even on a press', () => {
    const view = renderWidget(
      <SuccessPage fields={fields} position={0} />,
      '/siteselectionsuccess?sc_mode=preview',
    );
    act(() => screen.getByRole('button', { name: 'Share my health data' }).click());
    const types = view.actions.map((action) => action.type);
    expect(types).not.toContain(successPageOpened.type);
    expect(types).not.toContain(healthDataShareClicked.type);
  });
});

describe('SuccessPage progress bar (Top or Middle)', () => {
  const items = [
    { name: 'Questions', step: 'pre-screener' },
    { name: 'Next steps', step: 'outcome' },
  ];
  const progress = { label: 'Your progress', J1: items, J2: items, J3: items };
  it.each([
    ['Top', 0],
    ['Middle', 1],
  ] as const)('%s places the bar before / after the heading', async (progressPosition, index) => {
    const withBar = successPageFieldsSchema.parse({ progress, progressPosition });
    const view = renderWidget(<SuccessPage fields={withBar} position={0} />, '/siteselectionsuccess');
    const bar = await screen.findByRole('region', { name: 'Your progress' });
    const heading = screen.getByRole('heading', { level: 1 });
    const order = Array.from(view.container.querySelectorAll('h1, .progress-bar'));
    expect(order.indexOf(bar)).toBe(index);
    expect(order).toContain(heading);
  });
});
