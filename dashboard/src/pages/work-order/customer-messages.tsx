// The work order's "Messages to the customer" (issue 26 item 2): each notification the customer was sent, is waiting
// for, or was not sent and why (switched off, no phone, opted out), so the shop's screen claims only what went.
import { CUSTOMER_EVENT_LABELS, type CustomerEvent } from '@wrapsmith/core';
import type { NotifyJobDto } from '@wrapsmith/core/contract';
import { apiErrorInfo } from '../../api/index.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { errorText, useData } from '../../hooks/use-data.ts';
import { formatDateTime } from '../../lib/format.ts';

export const CUSTOMER_MESSAGES = {
  title: 'Messages to the customer',
  loading: 'Loading messages…',
  loadFailed: 'The messages could not be loaded.',
  retry: 'Try again',
  none: 'Nothing has been sent to the customer yet.',
  channel: { email: 'email', text: 'text message' },
  sent: (to: string, at: string) => `Sent to ${to} on ${at}`,
  pending: (at: string) => `Waiting: goes ${at}`,
  skipped: (why: string) => `Not sent: ${why}`,
  failed: (why: string) => `Could not be sent: ${why}`,
} as const;
const M = CUSTOMER_MESSAGES;

function statusText(m: NotifyJobDto): string {
  if (m.status === 'sent') return M.sent(m.to ?? '', formatDateTime(m.sentAt ?? m.dueAt));
  if (m.status === 'pending') return M.pending(formatDateTime(m.dueAt));
  if (m.status === 'skipped') return M.skipped(m.detail ?? '');
  return M.failed(m.detail ?? '');
}

export function CustomerMessages({ bookingId, status }: { bookingId: string; status: string }) {
  const { state, reload } = useData(`customer-messages ${bookingId} ${status}`, async (api) => (await api.notifySettings.bookingMessages(bookingId)).data);
  // A booking the messages do not know (the work order itself says when it is missing): no panel.
  if (state.status === 'error' && apiErrorInfo(state.error).status === 404) return null;
  return (
    <section className="ws-card app-panel" aria-labelledby="customer-messages-title" data-testid="customer-messages">
      <h2 id="customer-messages-title" className="ws-card__title">
        {M.title}
      </h2>
      {state.status === 'loading' ? <Spinner label={M.loading} /> : null}
      {state.status === 'error' ? <LoadError message={errorText(state.error, M.loadFailed)} retryLabel={M.retry} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className="ws-muted">{M.none}</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul role="list" className="ws-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.data.map((m) => (
            <li key={m.id}>
              <strong>
                {CUSTOMER_EVENT_LABELS[m.event as CustomerEvent]?.title ?? m.event} ({M.channel[m.channel]})
              </strong>
              <br />
              <span className="ws-muted">{statusText(m)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
