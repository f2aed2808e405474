// Settings → Texts (/settings/texts, issue 26 item 1, decision 089): the shop's country (how phone numbers typed
// without a country code are read; the owner sets it), how texts go and from which number, and every text the shop
// sent and received, newest first. Without Twilio this is the outbox: where the shop reads what would have been sent.
import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { SelectField } from '../../../components/field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { notify } from '../../../components/toasts.tsx';
import { TEXT_MODE_NOTES, TEXT_STATUS_LABELS, textTime } from '../../../features/texts/text-labels.ts';
import { useData } from '../../../hooks/use-data.ts';
import { useRefreshUser } from '../../../hooks/use-refresh-user.ts';
import { usePagedList } from '../../../hooks/use-paged-list.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import '../emails/emails.css';

const NOUN = ['text', 'texts'] as const;

export const TEXTS_PAGE_MESSAGES = {
  intro: 'Every text your shop sent and received: replies typed on a customer’s page and the texts Wrapsmith sends for you.',
  countryHint: 'Phone numbers typed without a country code (+…) are read as numbers of this country.',
  readOnly: 'Only the shop owner can change the country.',
  saved: 'Country saved',
  saveFailed: 'The country could not be saved. Please try again.',
  twilio: (number: string | null) =>
    number ? `Texts are sent by Twilio from your shop’s number ${number}; replies to it land on the customer’s page.` : 'Texts are sent by Twilio from Wrapsmith’s shared numbers; replies land on the customer’s page.',
} as const;
const M = TEXTS_PAGE_MESSAGES;

function CountryForm({ canEdit }: { canEdit: boolean }) {
  const api = useApi();
  const refreshUser = useRefreshUser();
  const settings = useData('texts:settings', async (a) => (await a.texts.settings()).data);
  const countries = useData('countries', async (a) => (await a.public.countries()).data);
  const [country, setCountry] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = settings.state.status === 'ready' ? settings.state.data : null;
  useEffect(() => {
    if (current && country === null) setCountry(current.country);
  }, [current, country]);

  if (settings.state.status === 'error') return <LoadError message="The text settings could not be loaded." retryLabel="Try again" onRetry={settings.reload} />;
  if (!current) return <Spinner label="Loading text settings…" />;
  const options = countries.state.status === 'ready' ? countries.state.data : [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!country) return;
    setSaving(true);
    setFailure(null);
    try {
      const res = await api.texts.saveSettings(country);
      settings.update(() => res.data);
      // The country sets the dashboard's date and time conventions (decision 098): the session's shop follows.
      void refreshUser();
      notify('success', res.message || M.saved);
    } catch (error) {
      setFailure(apiErrorText(error, M.saveFailed, M.saveFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="ws-card app-panel" aria-labelledby="texts-settings-title">
      <h2 id="texts-settings-title" className="ws-card__title">
        Sending
      </h2>
      <div className="ws-stack">
        <Alert tone="info">{current.mode === 'twilio' ? M.twilio(current.senderNumber) : TEXT_MODE_NOTES[current.mode]}</Alert>
        {canEdit ? null : <p className="ws-muted">{M.readOnly}</p>}
        <form className="ws-stack" onSubmit={submit} aria-label="Country for phone numbers">
          <SelectField label="Country for phone numbers" hint={M.countryHint} value={country ?? current.country} disabled={!canEdit} onChange={(e) => setCountry(e.target.value)}>
            {options.length === 0 ? <option value={current.country}>{current.country}</option> : null}
            {options.map((c) => (
              <option key={c.iso2} value={c.iso2}>
                {c.country}
              </option>
            ))}
          </SelectField>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {canEdit ? (
            <div className="ws-row">
              <button type="submit" className="ws-btn ws-btn--primary" disabled={saving}>
                {saving ? 'Saving…' : 'Save country'}
              </button>
            </div>
          ) : null}
        </form>
      </div>
    </section>
  );
}

function TextLog() {
  const [page, setPage] = useState(1);
  const { state, reload } = usePagedList('texts', page, (api) => api.texts.list({ page }));
  if (state.status === 'loading') return <Spinner label="Loading texts…" />;
  if (state.status === 'error') return <LoadError message="We couldn't load your texts." retryLabel="Try again" onRetry={reload} />;
  const { list, loading } = state;
  return (
    <section className="ws-card app-panel" aria-labelledby="texts-log-title">
      <h2 id="texts-log-title" className="ws-card__title">
        Texts <span className="wse-count">({list.total})</span>
      </h2>
      {list.total === 0 ? (
        <p className="wse-empty">No texts yet. Replies you type on a customer’s page, and their answers, will show up here.</p>
      ) : (
        <ul className="wse-list ws-paged-rows" aria-label="Texts" aria-busy={loading || undefined}>
          {list.data.map((text) => (
            <li key={text._id} className="wse-item" data-testid="text-log-row">
              <div className="wse-item__head">
                <span className="wse-item__meta">
                  {text.direction === 'inbound' ? `From ${text.phone}` : `To ${text.phone}`} · {textTime(text.createdAt)} · {TEXT_STATUS_LABELS[text.status]}
                </span>
                <span className="wse-item__subject">{text.body}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager label="Texts" noun={NOUN} page={list.page} pageSize={list.pageSize} total={list.total} busy={loading} onPage={setPage} />
    </section>
  );
}

export function TextsPage() {
  const user = useSession((s) => s.currentUser);
  if (!user) return null;
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title="Texts">{M.intro}</PageHeader>
      <div className="ws-stack">
        <CountryForm canEdit={user.role.role === 'owner'} />
        <TextLog />
      </div>
    </div>
  );
}
