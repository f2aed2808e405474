// Confirms cancelling the plan: it ends at the close of the paid period, so the dialog says when.
import { BILLING_MESSAGES } from '@wrapsmith/core';
import type { SubscriptionDto } from '@wrapsmith/core/contract';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useOfferWords } from '../../features/billing/billing-words.ts';

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
  const { s, t, english, longDate } = useOfferWords();

  async function confirm() {
    const res = await api.billing.cancel();
    // The API's words are English (decision 099); another language says the same outcome in its own.
    onCancelled(res.data, english ? res.message || BILLING_MESSAGES.cancelled : s('subscription.cancelled'));
  }

  return (
    <ConfirmDialog
      title={s('subscription.cancelTitle')}
      cancelLabel={s('subscription.keepPlan')}
      confirmLabel={s('subscription.cancelPlan')}
      busyLabel={s('subscription.cancelling')}
      danger
      onConfirm={confirm}
      onClose={onClose}
      errorText={(err) => (english ? apiErrorInfo(err).message : undefined) ?? t('billing.generic')}
    >
      <p>
        {periodEnd
          ? s('subscription.cancelBodyUntil', { plan: planName, date: longDate(periodEnd) })
          : s('subscription.cancelBodyPeriod', { plan: planName })}
      </p>
    </ConfirmDialog>
  );
}
