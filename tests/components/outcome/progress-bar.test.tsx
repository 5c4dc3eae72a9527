import { act, screen, within } from '@testing-library/react';
import ProgressBar from '../../../src/features/widgets/components/progress-bar';
import { journeyCompleted, started, stepReached } from '../../../src/features/journey/journey-slice';
import {
  progressBarFieldsSchema,
  type ProgressBarFields,
} from '../../../src/shared/content-model/outcome-widget-fields';
import type { JourneyStep } from '../../../src/shared/domain/journey-steps';
import { renderWidget } from '../widgets/render-widget';

/** The warnings a widget logged about fields it cannot read. */
const invalidFieldLogs = (warn: jest.SpyInstance, name: string) =>
  warn.mock.calls.filter((args) => args[0] === `[content] Invalid fields for ${name}`);

const items = (prefix: string) => [
  { name: `${prefix} questionnaire`, step: 'pre-screener' },
  { name: `${prefix} details`, step: 'contact-info' },
  { name: `${prefix} site`, step: 'site-selection' },
  { name: `${prefix} next steps`, step: 'outcome' },
];

const fields: ProgressBarFields = progressBarFieldsSchema.parse({
  label: 'Your progress',
  J1: items('J1'),
  J2: items('J2'),
  J3: items('J3').slice(0, 3),
});

function renderBar(journeyType: '01' | '02' | '03', step: JourneyStep | null, path = '/') {
  const view = renderWidget(<ProgressBar fields={fields} position={0} />, path);
  act(() => {
    view.store.dispatch(
      started({
        guestRef: 'g',
        enrollmentId: 'e-1',
        study: { key: 's', tenantKey: 't', journeyType },
        startedAt: '2031-01-01T00:00:00.000Z',
      }),
    );
    if (step) view.store.dispatch(stepReached({ enrollmentId: 'e-1', step }));
  });
  return view;
}

const statuses = () =>
  within(screen.getByRole('region', { name: 'Your progress' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-status'));

describe('ProgressBar', () => {
  it('shows the items of the journey type (J2 for journey 02)', () => {
    renderBar('02', 'pre-screener');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('J2 questionnaire'),
      expect.stringContaining('J2 details'),
      expect.stringContaining('J2 site'),
      expect.stringContaining('J2 next steps'),
    ]);
  });

  it('marks the current step Active, earlier ones Completed with a tick, later ones Disabled', () => {
    renderBar('01', 'contact-info');
    expect(statuses()).toEqual(['Completed', 'Active', 'Disabled', 'Disabled']);
    const [done, current, later] = screen.getAllByRole('listitem');
    expect(done!.querySelector('.progress-bar__marker svg')).not.toBeNull();
    expect(current!.querySelector('.progress-bar__marker svg')).toBeNull();
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(later).not.toHaveAttribute('aria-current');
    expect(done).toHaveTextContent('completed');
    expect(current).toHaveTextContent('current step');
    expect(later).toHaveTextContent('not started');
  });

  it('starts with the first item Active before any step', () => {
    renderBar('03', null);
    expect(statuses()).toEqual(['Active', 'Disabled', 'Disabled']);
  });

  it('an outcome (Completed) ticks every item', () => {
    const view = renderBar('01', 'site-selection');
    act(() => void view.store.dispatch(journeyCompleted({ enrollmentId: 'e-1' })));
    expect(statuses()).toEqual(['Completed', 'Completed', 'Completed', 'Completed']);
    expect(screen.getAllByRole('listitem').every((li) => li.querySelector('svg'))).toBe(true);
  });

  it('says the statuses in Spanish on Spanish pages', () => {
    renderBar('01', 'pre-screener', '/es/siteselectionsuccess');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('paso actual');
  });

  it('checks its own fields: unreadable ones render nothing, logged once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = renderWidget(
      <ProgressBar fields={{ label: 'Your progress', J1: items('J1') }} position={0} />,
    );
    const second = renderWidget(<ProgressBar fields={{ ...fields, J2: [] }} position={0} />);
    expect(first.container.querySelector('.progress-bar')).toBeNull();
    expect(second.container.querySelector('.progress-bar')).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(invalidFieldLogs(warn, 'ProgressBar')).toHaveLength(1);
    warn.mockRestore();
  });
});
