// The two popups of a blocked render (spec §8 Studio): out of credits, and busy / no image.
import { PLANS } from '@wrapsmith/core/rules';
import { Dialog } from './dialog.tsx';
import { useVisualizerMessages } from './use-messages.ts';
import { linkClickHandler, type Navigate } from './navigation.ts';

export interface NoCreditsModalProps {
  open: boolean;
  onClose: () => void;
  /** Where Join leads; the spec's plans page by default. */
  subscriptionHref?: string;
  /** Single-page hosts route the Join link themselves. */
  onNavigate?: Navigate;
}

export function NoCreditsModal({ open, onClose, subscriptionHref = '/Subscription', onNavigate }: NoCreditsModalProps) {
  const M = useVisualizerMessages();
  return (
    <Dialog
      open={open}
      closeLabel={M.close}
      title={M.noCreditsTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="ws-btn" onClick={onClose}>
            {M.maybeLater}
          </button>
          <a className="ws-btn ws-btn--primary" href={subscriptionHref} onClick={linkClickHandler(subscriptionHref, onNavigate)}>
            {M.join}
          </a>
        </>
      }
    >
      <div className="wsv-modal-body">
        <p>{M.noCreditsBody}</p>
        <ul className="wsv-plan-list">
          {PLANS.map((plan) => (
            <li key={plan.key}>{M.planLine(plan.name, plan.priceCents, plan.monthlyCredits)}</li>
          ))}
        </ul>
        {M.crmAddon && <p>{M.crmAddon}</p>}
      </div>
    </Dialog>
  );
}

export interface TooManyRequestsModalProps {
  open: boolean;
  onClose: () => void;
}

export function TooManyRequestsModal({ open, onClose }: TooManyRequestsModalProps) {
  const M = useVisualizerMessages();
  return (
    <Dialog
      open={open}
      closeLabel={M.close}
      title={M.tooManyTitle}
      onClose={onClose}
      actions={
        <button type="button" className="ws-btn ws-btn--primary" onClick={onClose}>
          {M.okayGotIt}
        </button>
      }
    >
      <div className="wsv-modal-body">
        <p>{M.tooManyBody}</p>
      </div>
    </Dialog>
  );
}
