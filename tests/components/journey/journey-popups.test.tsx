import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JourneyHost } from '../../../src/features/journey/components/journey-host';
import {
  busyChanged,
  loaderShown,
  navigationRequested,
  popupOpened,
  resumeOfflineChanged,
  type JourneyPopupKind,
} from '../../../src/features/journey/journey-ui-slice';
import { renderWidget } from '../widgets/render-widget';

function open(store: ReturnType<typeof renderWidget>['store'], kind: JourneyPopupKind) {
  act(() => {
    store.dispatch(popupOpened({ kind }));
  });
}

describe('journey popups', () => {
  it('the resume-journey modal: default title, Continue confirms, Not now and Escape close', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderWidget(<JourneyHost />, '/asthma-study');
    open(store, 'resume-journey');
    const dialog = await screen.findByRole('dialog', { name: 'Resume Your Journey' });
    expect(within(dialog).getByRole('button', { name: 'Continue where I left off' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Continue where I left off' }));
    expect(actions.map((a) => a.type)).toContain('journeyUi/resumeConfirmed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    open(store, 'resume-journey');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(store.getState().journeyUi.popup).toBeNull();
  });

  it.each([
    ['completed', 'You have already completed this journey'],
    ['terminated', 'This journey was closed'],
    ['expired', 'This link has expired'],
  ] as const)('the %s popup has its title and a Close button', async (kind, title) => {
    const user = userEvent.setup();
    const { store } = renderWidget(<JourneyHost />, '/asthma-study');
    open(store, kind);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('data-testid', `${kind}-popup`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the resume / start-over popup must be answered: Escape does not close it', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderWidget(<JourneyHost />, '/asthma-study');
    open(store, 'resume-or-start-over');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start over' }));
    expect(actions.map((a) => a.type)).toEqual(
      expect.arrayContaining(['journeyUi/resumeChosen', 'journeyUi/startOverChosen']),
    );
    act(() => {
      store.dispatch(busyChanged({ busy: true }));
    });
    expect(within(dialog).getByRole('button', { name: 'Resume' })).toBeDisabled();
  });

  it('speaks Spanish on Spanish pages', async () => {
    const { store } = renderWidget(<JourneyHost />, '/es/asthma-study');
    open(store, 'resume-journey');
    expect(await screen.findByRole('dialog', { name: 'Retome su recorrido' })).toBeInTheDocument();
    open(store, 'resume-or-start-over');
    expect(await screen.findByRole('button', { name: 'Empezar de nuevo' })).toBeInTheDocument();
  });
});

describe('JourneyHost', () => {
  it('shows the loader and the offline notice, and navigates', async () => {
    const { store } = renderWidget(<JourneyHost />, '/asthma-study?resumeJourneyToken=x');
    expect(screen.queryByTestId('journey-loader')).toBeNull();
    act(() => {
      store.dispatch(loaderShown());
      store.dispatch(resumeOfflineChanged({ offline: true }));
    });
    expect(screen.getByRole('progressbar', { name: 'Preparing your visit…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/You are offline/);
    act(() => {
      store.dispatch(navigationRequested({ to: '/asthma-study?utm_source=x', replace: true }));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/asthma-study?utm_source=x');
    expect(store.getState().journeyUi.navigation).toBeNull();
  });
});
