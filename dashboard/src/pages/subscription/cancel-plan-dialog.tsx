// Confirms cancelling the plan: it ends at the close of the paid period, so the dialog says when.
import { BILLING_MESSAGES } from '@wrapsmith/core';
import type { SubscriptionDto } from '@wrapsmith/core/contract';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
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

  async function confirm() {
    const res = await api.billing.cancel();
    onCancelled(res.data, res.message || BILLING_MESSAGES.cancelled);
  }

  return (
    <ConfirmDialog
      title={BILLING_COPY.cancelTitle}
      cancelLabel={BILLING_COPY.keepPlan}
      confirmLabel={BILLING_COPY.cancelPlan}
      busyLabel={BILLING_COPY.cancelling}
      danger
      onConfirm={confirm}
      onClose={onClose}
      errorText={(err) => apiErrorInfo(err).message ?? BILLING_MESSAGES.generic}
    >
      <p>{BILLING_COPY.cancelBody(planName, periodEnd)}</p>
    </ConfirmDialog>
  );
}
