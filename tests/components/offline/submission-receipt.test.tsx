import { act, screen } from '@testing-library/react';
import { SubmissionReceipt } from '../../../src/components/submission-receipt';
import { entryChanged, entryQueued } from '../../../src/features/offline/outbox-slice';
import type { OutboxEntrySummary } from '../../../src/shared/outbox/outbox-entry';
import { renderOffline } from './render-offline';

const SAVED_AT = new Date(2026, 4, 6, 10, 42).getTime();
const SENT_AT = new Date(2026, 4, 6, 10, 47).getTime();

function entry(overrides: Partial<OutboxEntrySummary> = {}): OutboxEntrySummary {
  return {
    id: 'key-1',
    callName: 'support/request',
    group: 'support',
    label: 'support request',
    state: 'saved',
    attempts: 0,
    createdAt: SAVED_AT,
    nextAttemptAt: 0,
    ...overrides,
  };
}

const time = (at: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);

describe('SubmissionReceipt', () => {
  it('shows nothing until the write is in the outbox', () => {
    const { container } = renderOffline(<SubmissionReceipt label="support request" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says "saved on this device at", then "sent at", live as the entry changes', () => {
    const { store } = renderOffline(<SubmissionReceipt label="support request" />);
    act(() => {
      store.dispatch(entryQueued(entry()));
    });
    const receipt = screen.getByRole('status');
    expect(receipt).toHaveTextContent(`Saved on this device at ${time(SAVED_AT, 'en')}`);
    expect(receipt).not.toHaveTextContent('Sent at');
    act(() => {
      store.dispatch(entryChanged(entry({ state: 'sending' })));
    });
    expect(receipt).toHaveTextContent('Sending…');
    act(() => {
      store.dispatch(entryChanged(entry({ state: 'delivered', deliveredAt: SENT_AT })));
    });
    expect(receipt).toHaveTextContent(`Saved on this device at ${time(SAVED_AT, 'en')}`);
    expect(receipt).toHaveTextContent(`Sent at ${time(SENT_AT, 'en')}`);
    expect(receipt.querySelector('.submission-receipt__sent time')).toHaveAttribute(
      'dateTime',
      new Date(SENT_AT).toISOString(),
    );
  });

  it('speaks Spanish on Spanish pages', () => {
    const { store } = renderOffline(<SubmissionReceipt label="support request" />, '/es/soporte');
    act(() => {
      store.dispatch(entryQueued(entry({ state: 'delivered', deliveredAt: SENT_AT })));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Guardado en este dispositivo a las ${time(SAVED_AT, 'es')}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Enviado a las ${time(SENT_AT, 'es')}`);
  });

  it("follows the flow's own key first, else the newest entry with its label and group", () => {
    const { store } = renderOffline(
      <SubmissionReceipt entryIds={['missing', 'key-2']} label="Contact form" live={false} />,
    );
    act(() => {
      store.dispatch(entryQueued(entry({ id: 'key-2', label: 'Contact details', createdAt: 1 })));
      store.dispatch(entryQueued(entry({ id: 'key-3', label: 'Contact form', createdAt: 2 })));
    });
    expect(document.querySelector('.submission-receipt')).toHaveAttribute('data-state', 'saved');
    expect(screen.queryByRole('status')).toBeNull(); // inside the flow's own live region
    act(() => {
      store.dispatch(
        entryChanged(
          entry({
            id: 'key-2',
            label: 'Contact details',
            state: 'failed',
            lastError: { status: 400, message: 'Refused' },
          }),
        ),
      );
    });
    expect(document.querySelector('.submission-receipt')).toHaveTextContent('Could not be sent: Refused');
  });

  it('picks the newest entry of a label within its group', () => {
    const { store } = renderOffline(<SubmissionReceipt label="Study site" group="enrolment-b" />);
    act(() => {
      store.dispatch(
        entryQueued(entry({ id: 'a', label: 'Study site', group: 'enrolment-a', createdAt: 5 })),
      );
      store.dispatch(
        entryQueued(entry({ id: 'b1', label: 'Study site', group: 'enrolment-b', createdAt: 1 })),
      );
      store.dispatch(
        entryQueued(
          entry({ id: 'b2', label: 'Study site', group: 'enrolment-b', createdAt: 3, state: 'sending' }),
        ),
      );
    });
    expect(document.querySelector('.submission-receipt')).toHaveAttribute('data-state', 'sending');
  });
});
