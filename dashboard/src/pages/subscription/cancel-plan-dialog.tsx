// Confirms cancelling the plan: it ends at the close of the paid period, so the dialog says when.
import { useState } from 'react';
import { BILLING_MESSAGES } from '@wrapsmith/core';
import type { SubscriptionDto } from '@wrapsmith/api/types';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Modal } from '../../components/modal.tsx';
import { BILLING_COPY } from '../../features/billing/billing-copy.ts';

export function CancelPlanDialog({
  planName,
  periodEnd,
  onClose,
  onCancelled,
}: {
  planName: string;
  periodEnd: string | null;
  onClose: () => void;
  onCancelled: (subscription: SubscriptionDto, message: string) => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const res = await api.billing.cancel();
      onCancelled(res.data, res.message || BILLING_MESSAGES.cancelled);
    } catch (err) {
      setError(apiErrorInfo(err).message ?? BILLING_MESSAGES.generic);
      setBusy(false);
    }
  }

  return (
    <Modal
      title={BILLING_COPY.cancelTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="ws-btn" onClick={onClose} data-autofocus>
            {BILLING_COPY.keepPlan}
          </button>
          <button type="button" className="ws-btn ws-btn--danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? BILLING_COPY.cancelling : BILLING_COPY.cancelPlan}
          </button>
        </>
      }
    >
      <div className="ws-stack">
        <p>{BILLING_COPY.cancelBody(planName, periodEnd)}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Modal>
  );
}
