// A customer's text thread on their page (issue 26 item 1, decision 089): every text to and from their number,
// oldest first, each with its delivery status; a STOP shown; a reply box for whoever may work the customer's
// bookings (Bookings at edit: the level that edits a customer's details). Words in the reader's language (the `texts`
// area, issue 28 item 1); THREAD_MESSAGES is the English source the tests read.
import { useState, type FormEvent } from 'react';
import type { TextMessageDto } from '@wrapsmith/core/contract';
import { apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextAreaField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { notify } from '../../components/toasts.tsx';
import { useData } from '../../hooks/use-data.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import { useAccess } from '../viewer/viewer.ts';
import { TEXT_MAX_LENGTH, useTextWords } from './text-labels.ts';
import './texts.css';

export const THREAD_MESSAGES = {
  title: 'Text messages',
  empty: 'No texts with this customer yet.',
  noPhone: 'This customer has no phone number. Add one on their booking to text them.',
  invalidPhone: (raw: string) => `“${raw}” is not a phone number in your shop’s country (Settings → Texts), so texts cannot be sent to it.`,
  optedOut: 'This customer replied STOP: they get no texts from your shop until they text START.',
  loadFailed: 'The text messages could not be loaded.',
  sendFailed: 'The text could not be sent. Please try again.',
  sent: 'Text sent',
  stored: 'Text stored in the outbox',
} as const;

function Message({ message }: { message: TextMessageDto }) {
  const { t, status, time } = useTextWords();
  const server = useServerWords();
  const inbound = message.direction === 'inbound';
  const who = inbound ? t('texts.customer') : (message.sentBy ?? t('texts.yourShop'));
  return (
    <li className={`wst-msg ${inbound ? 'wst-msg--in' : 'wst-msg--out'}`} data-testid="text-message">
      <p className="wst-msg__body">{message.body}</p>
      <p className="wst-msg__meta">
        {who} · <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
        {inbound ? null : (
          <>
            {' · '}
            <span className={`wst-status wst-status--${message.status}`} data-testid="text-status">
              {status(message.status)}
            </span>
          </>
        )}
      </p>
      {message.error ? <p className="wst-msg__error">{server(message.error, t('texts.notDelivered'))}</p> : null}
    </li>
  );
}

export function TextThread({ customerId }: { customerId: string }) {
  const api = useApi();
  const { t, modeNote } = useTextWords();
  const common = useArea(COMMON);
  const server = useServerWords();
  const { number } = useFormat();
  const { state, reload, update } = useData(`texts:${customerId}`, async (a) => (await a.texts.thread(customerId)).data);
  const canSend = useAccess('bookings') === 'edit';
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text || sending) return;
    setSending(true);
    setFailure(null);
    try {
      const { data } = await api.texts.send(customerId, text);
      update((thread) => ({ ...thread, messages: [...thread.messages, data.message] }));
      setBody('');
      notify('success', data.message.status === 'stored' ? t('texts.stored') : t('texts.sent'));
    } catch (error) {
      setFailure(server(apiErrorText(error, t('texts.sendFailed'), t('texts.sendFailed')), t('texts.sendFailed')));
      reload();
    } finally {
      setSending(false);
    }
  };

  let content;
  if (state.status === 'error') content = <LoadError message={t('texts.loadFailed')} retryLabel={common('common.retry')} onRetry={reload} />;
  else if (state.status !== 'ready') content = <Spinner label={t('texts.loading')} />;
  else {
    const thread = state.data;
    const blocked = !thread.rawPhone ? t('texts.noPhone') : !thread.phone ? t('texts.invalidPhone', { raw: thread.rawPhone }) : thread.optedOut ? t('texts.optedOut') : null;
    content = (
      <div className="ws-stack">
        {thread.mode !== 'twilio' ? <Alert tone="info">{modeNote(thread.mode)}</Alert> : null}
        {thread.optedOut ? (
          <p className="wst-opted-out" data-testid="text-opted-out">
            <span className="ws-badge">{t('texts.optedOutBadge')}</span>
          </p>
        ) : null}
        {thread.messages.length === 0 ? (
          <p className="ws-muted">{t('texts.empty')}</p>
        ) : (
          <ol className="wst-thread" aria-label={thread.phone ? t('texts.threadWith', { phone: thread.phone }) : t('texts.threadWithCustomer')}>
            {thread.messages.map((m) => (
              <Message key={m._id} message={m} />
            ))}
          </ol>
        )}
        {blocked ? <Alert tone={thread.optedOut ? 'warning' : 'info'}>{blocked}</Alert> : null}
        {canSend && !blocked && thread.mode !== 'unavailable' ? (
          <form className="ws-stack" onSubmit={send} aria-label={t('texts.replyForm')}>
            <TextAreaField
              label={t('texts.textTo', { phone: thread.phone ?? '' })}
              rows={3}
              maxLength={TEXT_MAX_LENGTH}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              hint={t('texts.characters', { count: number(body.length), max: number(TEXT_MAX_LENGTH) })}
            />
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <div className="ws-row">
              <button type="submit" className="ws-btn ws-btn--primary" disabled={sending || !body.trim()}>
                {sending ? t('texts.sending') : t('texts.send')}
              </button>
            </div>
          </form>
        ) : null}
      </div>
    );
  }

  return (
    <section className="ws-card app-panel wst-panel" aria-labelledby="texts-title">
      <h2 id="texts-title" className="ws-card__title">
        {t('texts.title')}
      </h2>
      {content}
    </section>
  );
}
