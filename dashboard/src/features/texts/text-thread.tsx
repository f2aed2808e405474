// A customer's text thread on their page (issue 26 item 1, decision 089): every text to and from their number,
// oldest first, each with its delivery status; a STOP shown; a reply box for whoever may work the customer's
// bookings (Bookings at edit: the level that edits a customer's details).
import { useState, type FormEvent } from 'react';
import type { TextMessageDto } from '@wrapsmith/core/contract';
import { apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextAreaField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { notify } from '../../components/toasts.tsx';
import { useData } from '../../hooks/use-data.ts';
import { useAccess } from '../viewer/viewer.ts';
import { TEXT_MAX_LENGTH, TEXT_MODE_NOTES, TEXT_STATUS_LABELS, textTime } from './text-labels.ts';
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
const M = THREAD_MESSAGES;

function Message({ message }: { message: TextMessageDto }) {
  const inbound = message.direction === 'inbound';
  const who = inbound ? 'Customer' : (message.sentBy ?? 'Your shop');
  return (
    <li className={`wst-msg ${inbound ? 'wst-msg--in' : 'wst-msg--out'}`} data-testid="text-message">
      <p className="wst-msg__body">{message.body}</p>
      <p className="wst-msg__meta">
        {who} · <time dateTime={message.createdAt}>{textTime(message.createdAt)}</time>
        {inbound ? null : (
          <>
            {' · '}
            <span className={`wst-status wst-status--${message.status}`} data-testid="text-status">
              {TEXT_STATUS_LABELS[message.status]}
            </span>
          </>
        )}
      </p>
      {message.error ? <p className="wst-msg__error">{message.error}</p> : null}
    </li>
  );
}

export function TextThread({ customerId }: { customerId: string }) {
  const api = useApi();
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
      notify('success', data.message.status === 'stored' ? M.stored : M.sent);
    } catch (error) {
      setFailure(apiErrorText(error, M.sendFailed, M.sendFailed));
      reload();
    } finally {
      setSending(false);
    }
  };

  let content;
  if (state.status === 'error') content = <LoadError message={M.loadFailed} retryLabel="Try again" onRetry={reload} />;
  else if (state.status !== 'ready') content = <Spinner label="Loading text messages…" />;
  else {
    const thread = state.data;
    const blocked = !thread.rawPhone ? M.noPhone : !thread.phone ? M.invalidPhone(thread.rawPhone) : thread.optedOut ? M.optedOut : null;
    content = (
      <div className="ws-stack">
        {thread.mode !== 'twilio' ? <Alert tone="info">{TEXT_MODE_NOTES[thread.mode]}</Alert> : null}
        {thread.optedOut ? (
          <p className="wst-opted-out" data-testid="text-opted-out">
            <span className="ws-badge">Opted out (STOP)</span>
          </p>
        ) : null}
        {thread.messages.length === 0 ? (
          <p className="ws-muted">{M.empty}</p>
        ) : (
          <ol className="wst-thread" aria-label={`Texts with ${thread.phone ?? 'this customer'}`}>
            {thread.messages.map((m) => (
              <Message key={m._id} message={m} />
            ))}
          </ol>
        )}
        {blocked ? <Alert tone={thread.optedOut ? 'warning' : 'info'}>{blocked}</Alert> : null}
        {canSend && !blocked && thread.mode !== 'unavailable' ? (
          <form className="ws-stack" onSubmit={send} aria-label="Reply by text">
            <TextAreaField
              label={`Text to ${thread.phone}`}
              rows={3}
              maxLength={TEXT_MAX_LENGTH}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              hint={`${body.length} / ${TEXT_MAX_LENGTH} characters`}
            />
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <div className="ws-row">
              <button type="submit" className="ws-btn ws-btn--primary" disabled={sending || !body.trim()}>
                {sending ? 'Sending…' : 'Send text'}
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
        {M.title}
      </h2>
      {content}
    </section>
  );
}
