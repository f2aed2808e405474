// How the shop puts the widget to work: the copy-paste code for a chosen website key, the one-tag alternative,
// and the share link. The host is this Wrapsmith's own address, the one the shop is signed in to.
import { useId, useRef } from 'react';
import type { WidgetKeyDto } from '@wrapsmith/core/contract';
import { Alert } from '../../../components/alert.tsx';
import { SelectField } from '../../../components/field.tsx';
import { notify } from '../../../components/toasts.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { embedSnippet, singleTagSnippet } from './snippet.ts';
import { WIDGET_MESSAGES as M } from './widget-messages.ts';

async function copy(text: string, field: HTMLTextAreaElement | HTMLInputElement | null) {
  const outcome = await copyText(text, field);
  notify(outcome === 'copied' ? 'success' : 'info', outcome === 'copied' ? M.copied : M.copyManually);
}

function CodeBlock({ label, value, rows, copyLabel }: { label: string; value: string; rows: number; copyLabel: string }) {
  const id = useId();
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
        <button type="button" className="ws-btn ws-btn--sm ws-btn--dark" onClick={() => void copy(value, ref.current)}>
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
  const shareRef = useRef<HTMLInputElement>(null);
  const shareId = useId();
  const usable = keys.filter((k) => k.kind === 'embed' && !k.revokedAt);
  const selected = usable.find((k) => k._id === selectedKeyId) ?? usable[0];

  return (
    <section className="ws-card app-panel" aria-labelledby="widget-install-title">
      <h2 id="widget-install-title" className="ws-card__title">
        Put it on your website
      </h2>
      {selected ? (
        <>
          {usable.length > 1 ? (
            <SelectField label="Key for the code" value={selected._id} onChange={(e) => onSelectKey(e.target.value)}>
              {usable.map((k) => (
                <option key={k._id} value={k._id}>
                  {k.label} ({k.key})
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="ws-muted">
              Using the key <strong>{selected.label}</strong> (<code className="wsx-key">{selected.key}</code>), allowed on {selected.origins.join(', ')}.
            </p>
          )}
          <p className="ws-muted">
            Paste this where the visualizer should appear. Keep the <code>&lt;div&gt;</code> for an inline visualizer, the <code>&lt;button&gt;</code> for a popup, or both.
          </p>
          <CodeBlock label="Code for your website" value={embedSnippet(host, selected.key)} rows={13} copyLabel="Copy code" />
          <CodeBlock label="Or a single tag (a floating button)" value={singleTagSnippet(host, selected.key)} rows={2} copyLabel="Copy tag" />
        </>
      ) : (
        <Alert tone="info">{M.noEmbedKey}</Alert>
      )}
      <div className="ws-field">
        <label className="ws-label" htmlFor={shareId}>
          Share link
        </label>
        <div className="wsx-share">
          <input ref={shareRef} id={shareId} className="ws-input" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} aria-describedby={`${shareId}-hint`} />
          <button type="button" className="ws-btn ws-btn--sm ws-btn--dark" onClick={() => void copy(shareUrl, shareRef.current)}>
            Copy link
          </button>
          <a className="ws-btn ws-btn--sm" href={shareUrl} target="_blank" rel="noopener noreferrer">
            Open share link<span className="ws-visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        <p id={`${shareId}-hint`} className="ws-field-hint">
          A page of its own with your branding: send it by text or email, or link to it from social media.
        </p>
        {shareLinkEnabled ? null : <Alert tone="warning">{M.shareLinkOff}</Alert>}
      </div>
    </section>
  );
}
