import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ParticipantTypeQuestion from '../../../src/features/journey/components/participant-type-question';
import { participantTypeQuestionFieldsSchema } from '../../../src/shared/content-model/journey-page-widget-fields';
import { renderWidget } from '../widgets/render-widget';

/** The warnings a widget logged about fields it cannot read. */
const invalidFieldLogs = (warn: jest.SpyInstance, name: string) =>
  warn.mock.calls.filter((args) => args[0] === `[content] Invalid fields for ${name}`);

const fields = participantTypeQuestionFieldsSchema.parse({
  title: 'Who are you answering these questions for?',
  nextText: 'Next',
  options: [
    { value: 'adult', label: 'Myself', link: '/asthma-study/adult' },
    { value: 'caregiver', label: 'An adult I care for', link: '/asthma-study/caregiver' },
    { value: 'minor', label: 'My child', link: '/asthma-study/minor' },
  ],
});

describe('ParticipantTypeQuestion', () => {
  it('is a radio group under a legend; Next stays disabled until an option is chosen', async () => {
    const user = userEvent.setup();
    const { actions } = renderWidget(
      <ParticipantTypeQuestion fields={fields} position={0} />,
      '/asthma-study/participant-type',
    );
    const group = screen.getByRole('group', { name: 'Who are you answering these questions for?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(group).toHaveAccessibleDescription('Choose one option to continue.');
    await user.click(screen.getByRole('radio', { name: 'My child' }));
    expect(next).toBeEnabled();
    expect(actions).toContainEqual({
      type: 'analytics/eventTracked',
      payload: { name: 'participant-type-selected', data: { type: 'minor' } },
    });
    await user.click(next);
    expect(actions).toContainEqual({
      type: 'journeyUi/participantTypeSubmitted',
      payload: { patientType: 'minor', link: '/asthma-study/minor' },
    });
    // A second press does not report the type twice.
    expect(next).toBeDisabled();
  });

  it('works with the keyboard: arrow keys choose, Enter submits', async () => {
    const user = userEvent.setup();
    const { actions } = renderWidget(<ParticipantTypeQuestion fields={fields} position={0} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Myself' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'An adult I care for' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(actions.filter((a) => a.type === 'journeyUi/participantTypeSubmitted')).toHaveLength(1);
  });

  it('checks its own fields: unreadable ones render nothing, logged once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = renderWidget(<ParticipantTypeQuestion fields={{ ...fields, options: [] }} position={0} />);
    const second = renderWidget(
      <ParticipantTypeQuestion
        fields={{ ...fields, options: [{ value: 'robot', label: 'A robot', link: '/x' }] }}
        position={0}
      />,
    );
    expect(first.container.querySelector('.participant-type')).toBeNull();
    expect(second.container.querySelector('.participant-type')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(invalidFieldLogs(warn, 'ParticipantTypeQuestion')).toHaveLength(1);
    warn.mockRestore();
  });
});
