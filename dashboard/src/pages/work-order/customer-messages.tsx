// The work order's "Messages to the customer" (issue 26 item 2): each notification the customer was sent, is waiting
// for, or was not sent and why (switched off, no phone, opted out), so the shop's screen claims only what went.
import { CUSTOMER_EVENTS, type CustomerEvent } from '@wrapsmith/core';
import type { NotifyJobDto } from '@wrapsmith/core/contract';
import { apiErrorInfo } from '../../api/index.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { errorText, useData } from '../../hooks/use-data.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useArea } from '../../i18n/area.ts';
import { WORK_ORDER_PANELS } from '../../i18n/areas/work-order-panels/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import { useLocale } from '../../i18n/locale.ts';

/** The English of these messages, for the tests (the panel reads them through its area). */
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

type Words = (key: keyof typeof WORK_ORDER_PANELS.english, values?: Record<string, string | number>) => string;

// The reason a message was not sent is the provider's or the server's own words (not translated yet, decision 099).
function statusText(m: NotifyJobDto, t: Words, locale: string | undefined): string {
  if (m.status === 'sent') return t('panels.messages.sent', { to: m.to ?? '', at: formatDateTime(m.sentAt ?? m.dueAt, locale) });
  if (m.status === 'pending') return t('panels.messages.pending', { at: formatDateTime(m.dueAt, locale) });
  if (m.status === 'skipped') return t('panels.messages.skipped', { why: m.detail ?? '' });
  return t('panels.messages.failed', { why: m.detail ?? '' });
}

const isEvent = (event: string): event is CustomerEvent => (CUSTOMER_EVENTS as readonly string[]).includes(event);

export function CustomerMessages({ bookingId, status }: { bookingId: string; status: string }) {
  const t = useArea(WORK_ORDER_PANELS);
  const c = useArea(COMMON);
  const server = useServerWords();
  const language = useLocale((s) => s.locale);
  const locale = language === 'en' ? undefined : language;
  const { state, reload } = useData(`customer-messages ${bookingId} ${status}`, async (api) => (await api.notifySettings.bookingMessages(bookingId)).data);
  // A booking the messages do not know (the work order itself says when it is missing): no panel.
  if (state.status === 'error' && apiErrorInfo(state.error).status === 404) return null;
  return (
    <section className="ws-card app-panel" aria-labelledby="customer-messages-title" data-testid="customer-messages">
      <h2 id="customer-messages-title" className="ws-card__title">
        {t('panels.messages.title')}
      </h2>
      {state.status === 'loading' ? <Spinner label={t('panels.messages.loading')} /> : null}
      {state.status === 'error' ? <LoadError message={server(errorText(state.error, t('panels.messages.loadFailed')), t('panels.messages.loadFailed'))} retryLabel={c('common.retry')} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className="ws-muted">{t('panels.messages.none')}</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul role="list" className="ws-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.data.map((m) => (
            <li key={m.id}>
              <strong>
                {t('panels.messages.heading', { event: isEvent(m.event) ? t(`panels.event.${m.event}`) : m.event, channel: t(m.channel === 'email' ? 'panels.messages.email' : 'panels.messages.text') })}
              </strong>
              <br />
              <span className="ws-muted">{statusText(m, t, locale)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
