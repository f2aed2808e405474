import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

function Opener({ withActions = true }: { withActions?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Delete preview"
        onClose={() => setOpen(false)}
        actions={
          withActions ? (
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          ) : undefined
        }
      >
        <p>It will be gone for everyone.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens a native modal <dialog>, labelled by its title, with focus on the first action', async () => {
    render(<Opener />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete preview' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Opener />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a press outside the panel and through the close button, not on a press inside', async () => {
    render(<Opener withActions={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(screen.getByText('It will be gone for everyone.'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.mouseDown(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to an opener inside a shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(<Opener />, { container: mount });
    const opener = shadow.querySelector('button')!;
    opener.focus();
    fireEvent.click(opener);
    const dialog = shadow.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(shadow.querySelector('dialog')).toBeNull();
    expect(shadow.activeElement).toBe(opener);
    host.remove();
  });
});
