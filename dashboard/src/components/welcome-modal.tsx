// First-login welcome (spec §1/§4): shown while the stored login count is below 1; closing it records 1.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TRIAL_CREDITS } from '@wrapsmith/core';
import { dismissWelcome, shouldShowWelcome } from '../stores/welcome.ts';
import { Dialog } from '@wrapsmith/visualizer/dialog';

const MEMBER_INCLUDED = ['Wrap previews in the Studio, on the shop’s credits', 'Your customers’ car photos, recoloured', 'Your profile and sign-in details'];

/** Only what exists today (issue 22): customer notifications and job history arrive with later steps. */
export const WELCOME_INCLUDED = [
  `${TRIAL_CREDITS} free wrap previews to try with real customers`,
  'Online bookings and work orders',
  'Quotes your customers accept or decline from an emailed link',
  'Leads from your website widget and share link',
  'A built-in CRM',
];

/** `shopName` set for an invited team member: the shop was set up by its owner, who they joined. */
export function WelcomeModal({ shopName }: { shopName?: string | null }) {
  const [open, setOpen] = useState(shouldShowWelcome);
  if (!open) return null;
  const close = () => {
    dismissWelcome();
    setOpen(false);
  };
  return (
    <Dialog
      title="Welcome to Wrapsmith!"
      onClose={close}
      actions={
        <>
          <button type="button" className="ws-btn" onClick={close}>
            Close
          </button>
          <Link to="/tool" className="ws-btn ws-btn--primary" onClick={close}>
            Generate your first preview
          </Link>
        </>
      }
    >
      <p>{shopName ? `You have joined ${shopName} on Wrapsmith. Here is what you can do:` : 'Your shop is set up. Here is what you can do:'}</p>
      <ul className="landing-checks">
        {(shopName ? MEMBER_INCLUDED : WELCOME_INCLUDED).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Dialog>
  );
}
