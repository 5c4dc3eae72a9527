import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../../../src/components/modal';

function Harness({ dismissible = true, onClose }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Modal
        open={open}
        title="Resume Your Journey"
        dismissible={dismissible}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Confirm
            </button>
            <button type="button">Cancel</button>
          </>
        }
      >
        <p>Body text</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog labelled by its title, focus moves inside and comes back on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Resume Your Journey' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('Escape closes a dismissible dialog and restores focus', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('Escape does nothing when not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Resume Your Journey' })).toBeInTheDocument();
  });

  it('uses the native showModal / close when the browser has them', async () => {
    const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    const original = { showModal: proto.showModal, close: proto.close };
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(proto, { showModal, close });
    try {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open it' }));
      expect(showModal).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      Object.assign(proto, original);
    }
  });
});
