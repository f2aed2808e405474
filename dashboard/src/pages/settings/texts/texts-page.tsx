// Settings → Texts (/settings/texts, issue 26 item 1, decision 089): the shop's country (how phone numbers typed
// without a country code are read; the owner sets it), how texts go and from which number, and every text the shop
// sent and received, newest first. Without Twilio this is the outbox: where the shop reads what would have been sent.
// Words in the reader's language (areas `settings-texts` and `texts`, issue 28 item 1); country names through Intl.
import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { SelectField } from '../../../components/field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { notify } from '../../../components/toasts.tsx';
import { useTextWords } from '../../../features/texts/text-labels.ts';
import { useData } from '../../../hooks/use-data.ts';
import { useRefreshUser } from '../../../hooks/use-refresh-user.ts';
import { usePagedList } from '../../../hooks/use-paged-list.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_TEXTS } from '../../../i18n/areas/settings-texts/index.ts';
import { useFormat } from '../../../i18n/locale.ts';
import { useServerWords } from '../../../i18n/server-words.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import '../emails/emails.css';

/** A country's name in the reader's language (the API lists them in English); English keeps the API's names. */
function useCountryName(): (iso2: string, english: string) => string {
  const { locale } = useFormat();
  if (locale === 'en') return (_iso2, english) => english;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return (iso2, english) => {
    try {
      return names?.of(iso2) ?? english;
    } catch {
      return english;
    }
  };
}

function CountryForm({ canEdit }: { canEdit: boolean }) {
  const api = useApi();
  const t = useArea(SETTINGS_TEXTS);
  const common = useArea(COMMON);
  const { modeNote } = useTextWords();
  const server = useServerWords();
  const countryName = useCountryName();
  const { locale } = useFormat();
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

  if (settings.state.status === 'error') return <LoadError message={t('settingsTexts.settingsFailed')} retryLabel={common('common.retry')} onRetry={settings.reload} />;
  if (!current) return <Spinner label={t('settingsTexts.loadingSettings')} />;
  // In another language the names are Intl's, so the list is put in that language's order.
  const listed = (countries.state.status === 'ready' ? countries.state.data : []).map((c) => ({ iso2: c.iso2, name: countryName(c.iso2, c.country) }));
  const options = locale === 'en' ? listed : listed.sort((a, b) => a.name.localeCompare(b.name, locale));
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
      notify('success', server(res.message, t('settingsTexts.saved')));
    } catch (error) {
      const ours = t('settingsTexts.saveFailed');
      setFailure(server(apiErrorText(error, ours, ours), ours));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="ws-card app-panel" aria-labelledby="texts-settings-title">
      <h2 id="texts-settings-title" className="ws-card__title">
        {t('settingsTexts.sending')}
      </h2>
      <div className="ws-stack">
        <Alert tone="info">{current.mode === 'twilio' ? (current.senderNumber ? t('settingsTexts.twilioOwn', { number: current.senderNumber }) : t('settingsTexts.twilioShared')) : modeNote(current.mode)}</Alert>
        {canEdit ? null : <p className="ws-muted">{t('settingsTexts.readOnly')}</p>}
        <form className="ws-stack" onSubmit={submit} aria-label={t('settingsTexts.country')}>
          <SelectField label={t('settingsTexts.country')} hint={t('settingsTexts.countryHint')} value={country ?? current.country} disabled={!canEdit} onChange={(e) => setCountry(e.target.value)}>
            {options.length === 0 ? <option value={current.country}>{countryName(current.country, current.country)}</option> : null}
            {options.map((c) => (
              <option key={c.iso2} value={c.iso2}>
                {c.name}
              </option>
            ))}
          </SelectField>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {canEdit ? (
            <div className="ws-row">
              <button type="submit" className="ws-btn ws-btn--primary" disabled={saving}>
                {saving ? common('common.saving') : t('settingsTexts.saveCountry')}
              </button>
            </div>
          ) : null}
        </form>
      </div>
    </section>
  );
}

function TextLog() {
  const t = useArea(SETTINGS_TEXTS);
  const common = useArea(COMMON);
  const { status, time } = useTextWords();
  const { number } = useFormat();
  const [page, setPage] = useState(1);
  const { state, reload } = usePagedList('texts', page, (api) => api.texts.list({ page }));
  if (state.status === 'loading') return <Spinner label={t('settingsTexts.loadingLog')} />;
  if (state.status === 'error') return <LoadError message={t('settingsTexts.logFailed')} retryLabel={common('common.retry')} onRetry={reload} />;
  const { list, loading } = state;
  return (
    <section className="ws-card app-panel" aria-labelledby="texts-log-title">
      <h2 id="texts-log-title" className="ws-card__title">
        {t('settingsTexts.logTitle')} <span className="wse-count">({number(list.total)})</span>
      </h2>
      {list.total === 0 ? (
        <p className="wse-empty">{t('settingsTexts.empty')}</p>
      ) : (
        <ul className="wse-list ws-paged-rows" aria-label={t('settingsTexts.logTitle')} aria-busy={loading || undefined}>
          {list.data.map((text) => (
            <li key={text._id} className="wse-item" data-testid="text-log-row">
              <div className="wse-item__head">
                <span className="wse-item__meta">
                  {text.direction === 'inbound' ? t('settingsTexts.from', { phone: text.phone }) : t('settingsTexts.to', { phone: text.phone })} · {time(text.createdAt)} · {status(text.status)}
                </span>
                <span className="wse-item__subject">{text.body}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager label={t('settingsTexts.logTitle')} noun={[t('settingsTexts.nounOne'), t('settingsTexts.nounMany')]} page={list.page} pageSize={list.pageSize} total={list.total} busy={loading} onPage={setPage} />
    </section>
  );
}

export function TextsPage() {
  const user = useSession((s) => s.currentUser);
  const t = useArea(SETTINGS_TEXTS);
  if (!user) return null;
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={t('settingsTexts.title')}>{t('settingsTexts.intro')}</PageHeader>
      <div className="ws-stack">
        <CountryForm canEdit={user.role.role === 'owner'} />
        <TextLog />
      </div>
    </div>
  );
}
