import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NoCreditsModal, TooManyRequestsModal } from './credit-modals.tsx';
import { VISUALIZER_MESSAGES as M } from './messages.ts';

function Opener({ onNavigate }: { onNavigate?: (href: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <NoCreditsModal open={open} onClose={() => setOpen(false)} onNavigate={onNavigate} />
    </>
  );
}

describe('NoCreditsModal', () => {
  it('says the spec title, plans from $79/month and the CRM add-on at $49.99/month, with Join to /Subscription', () => {
    render(<NoCreditsModal open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: "You've Used All Your Free Credits" });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('plans start from $79/month');
    expect(dialog.textContent).toContain('$49.99/month');
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Basic: $79/month, 250 previews a month',
      'Ultimate: $149/month, 1,000 previews a month',
      'Pro: $249/month, 2,500 previews a month',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/Subscription');
  });

  it('opens as a native modal dialog, takes focus, closes on Maybe later or Escape and gives focus back', async () => {
    render(<Opener />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: M.maybeLater }));

    // showModal() keeps focus inside and makes the page inert (proved in Chromium by the browser tests).
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: M.join }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: M.maybeLater }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a single-page host route the Join link', async () => {
    const onNavigate = vi.fn();
    render(<Opener onNavigate={onNavigate} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('link', { name: M.join }));
    expect(onNavigate).toHaveBeenCalledWith('/Subscription');
  });
});

describe('TooManyRequestsModal', () => {
  it('asks to wait a few seconds; Okay, Got It and Close both close it', async () => {
    const onClose = vi.fn();
    render(<TooManyRequestsModal open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Too Many Requests' });
    expect(dialog.textContent).toContain('The system is busy or an image was just generated');
    expect(dialog.textContent).toContain('wait a few seconds and try again');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Okay, Got It' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    render(<TooManyRequestsModal open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
