// First-login welcome (spec §1/§4): shown while the stored login count is below 1; closing it records 1.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TRIAL_CREDITS } from '@wrapsmith/core';
import { dismissWelcome, shouldShowWelcome } from '../stores/welcome.ts';
import { Dialog } from '@wrapsmith/visualizer/dialog';

const MEMBER_INCLUDED = ['Wrap previews in the Studio, on the shop’s credits', 'Your customers’ car photos, recoloured', 'Your profile and sign-in details'];

/** The first line says what the shop really has: the trial's free previews, or its plan and its credits. */
export function creditsLine(plan: { name: string } | null, credits: number): string {
  if (!plan) return `${TRIAL_CREDITS} free wrap previews to try with real customers`;
  return `${credits.toLocaleString('en-US')} wrap ${credits === 1 ? 'preview' : 'previews'} ready on your ${plan.name} plan`;
}

/**
 * Only what exists (issue 22): the spec's list, each item now built — notifications by email and text (issue 26), each
 * vehicle's history and its warranties (issue 27).
 */
export const WELCOME_INCLUDED = [
  'Online bookings and work orders',
  'Quotes your customers accept or decline from an emailed link',
  'Leads from your website widget and share link',
  'Customer notifications by email and text message',
  'Vehicle history and warranty certificates',
  'A built-in CRM',
];

/**
 * `shopName` set for an invited team member: the shop was set up by its owner, who they joined. `plan` and `credits`
 * are the shop's, so a shop on a plan (the demo shop is on Pro) is not welcomed to a trial.
 */
export function WelcomeModal({ shopName, plan = null, credits = 0 }: { shopName?: string | null; plan?: { name: string } | null; credits?: number }) {
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
        {(shopName ? MEMBER_INCLUDED : [creditsLine(plan, credits), ...WELCOME_INCLUDED]).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Dialog>
  );
}
