import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete colour
      </button>
      {open ? (
        <ConfirmDialog
          title="Delete this colour?"
          confirmLabel="Delete colour"
          busyLabel="Deleting…"
          danger
          onConfirm={async () => {
            await onConfirm();
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
          errorText={(err) => (err instanceof Error ? err.message : 'Could not delete.')}
        >
          <p>Midnight Blue leaves your Studio.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('focuses Cancel first, and Cancel closes without running the action, focus back on the opener', async () => {
    const action = vi.fn(async () => {});
    render(<Harness onConfirm={action} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Delete colour' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete this colour?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Delete colour' }).className).toContain('ws-btn--danger');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(action).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('runs the action with the confirm button busy, and closes when it is done', async () => {
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={action} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete colour' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete colour' }));
    expect(action).toHaveBeenCalledTimes(1);
    const busy = within(screen.getByRole('dialog')).getByRole('button', { name: 'Deleting…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failed action’s message inside and lets the user try again', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('The colour is used by a booking.')).mockResolvedValueOnce(undefined);
    render(<Harness onConfirm={action} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete colour' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete colour' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The colour is used by a booking.');
    const again = within(dialog).getByRole('button', { name: 'Delete colour' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    await user.click(again);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
