// How the shop puts the widget to work: the copy-paste code for a chosen website key, the one-tag alternative,
// and the share link. The host is this Wrapsmith's own address, the one the shop is signed in to.
import { useId, useRef } from 'react';
import type { WidgetKeyDto } from '@wrapsmith/core/contract';
import { Alert } from '../../../components/alert.tsx';
import { SelectField } from '../../../components/field.tsx';
import { notify } from '../../../components/toasts.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { embedSnippet, singleTagSnippet } from './snippet.ts';
import { useArea } from '../../../i18n/area.ts';
import { SETTINGS_WIDGET } from '../../../i18n/areas/settings-widget/index.ts';
import { marker, withParts } from '../../../i18n/areas/settings/parts.tsx';

type WidgetWords = ReturnType<typeof useArea<typeof SETTINGS_WIDGET.english>>;

async function copy(t: WidgetWords, text: string, field: HTMLTextAreaElement | HTMLInputElement | null) {
  const outcome = await copyText(text, field);
  notify(outcome === 'copied' ? 'success' : 'info', outcome === 'copied' ? t('settings-widget.copied') : t('settings-widget.copyManually'));
}

function CodeBlock({ label, value, rows, copyLabel }: { label: string; value: string; rows: number; copyLabel: string }) {
  const id = useId();
  const t = useArea(SETTINGS_WIDGET);
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="ws-field">
      <label className="ws-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className="ws-textarea wsx-code"
        readOnly
        rows={rows}
        spellCheck={false}
        wrap="off"
        value={value}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="ws-row">
        <button type="button" className="ws-btn ws-btn--sm ws-btn--dark" onClick={() => void copy(t, value, ref.current)}>
          {copyLabel}
        </button>
      </div>
    </div>
  );
}

export function InstallPanel({
  keys,
  host,
  shareUrl,
  shareLinkEnabled = true,
  selectedKeyId,
  onSelectKey,
}: {
  keys: WidgetKeyDto[];
  host: string;
  shareUrl: string;
  /** False: the share link is switched off, and the panel says so. */
  shareLinkEnabled?: boolean;
  selectedKeyId: string | null;
  onSelectKey: (id: string) => void;
}) {
  const t = useArea(SETTINGS_WIDGET);
  const shareRef = useRef<HTMLInputElement>(null);
  const shareId = useId();
  const usable = keys.filter((k) => k.kind === 'embed' && !k.revokedAt);
  const selected = usable.find((k) => k._id === selectedKeyId) ?? usable[0];

  return (
    <section className="ws-card app-panel" aria-labelledby="widget-install-title">
      <h2 id="widget-install-title" className="ws-card__title">
        {t('settings-widget.installTitle')}
      </h2>
      {selected ? (
        <>
          {usable.length > 1 ? (
            <SelectField label={t('settings-widget.keyForCode')} value={selected._id} onChange={(e) => onSelectKey(e.target.value)}>
              {usable.map((k) => (
                <option key={k._id} value={k._id}>
                  {k.label} ({k.key})
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="ws-muted">
              {withParts(t('settings-widget.usingKey', { label: marker(0), key: marker(1), origins: selected.origins.join(', ') }), [
                <strong key="label">{selected.label}</strong>,
                <code key="key" className="wsx-key">
                  {selected.key}
                </code>,
              ])}
            </p>
          )}
          <p className="ws-muted">
            {withParts(t('settings-widget.pasteHint', { div: marker(0), button: marker(1) }), [<code key="div">&lt;div&gt;</code>, <code key="button">&lt;button&gt;</code>])}
          </p>
          <CodeBlock label={t('settings-widget.code')} value={embedSnippet(host, selected.key)} rows={13} copyLabel={t('settings-widget.copyCode')} />
          <CodeBlock label={t('settings-widget.singleTag')} value={singleTagSnippet(host, selected.key)} rows={2} copyLabel={t('settings-widget.copyTag')} />
        </>
      ) : (
        <Alert tone="info">{t('settings-widget.noEmbedKey')}</Alert>
      )}
      <div className="ws-field">
        <label className="ws-label" htmlFor={shareId}>
          {t('settings-widget.shareLink')}
        </label>
        <div className="wsx-share">
          <input ref={shareRef} id={shareId} className="ws-input" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} aria-describedby={`${shareId}-hint`} />
          <button type="button" className="ws-btn ws-btn--sm ws-btn--dark" onClick={() => void copy(t, shareUrl, shareRef.current)}>
            {t('settings-widget.copyLink')}
          </button>
          <a className="ws-btn ws-btn--sm" href={shareUrl} target="_blank" rel="noopener noreferrer">
            {t('settings-widget.openShareLink')}
            <span className="ws-visually-hidden"> {t('settings-widget.newTab')}</span>
          </a>
        </div>
        <p id={`${shareId}-hint`} className="ws-field-hint">
          {t('settings-widget.shareHint')}
        </p>
        {shareLinkEnabled ? null : <Alert tone="warning">{t('settings-widget.shareLinkOff')}</Alert>}
      </div>
    </section>
  );
}
