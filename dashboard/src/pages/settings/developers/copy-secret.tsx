// A secret shown to the owner with a Copy button: the clipboard where the browser allows it, else the text selected.
import { useId, useRef, useState } from 'react';
import { useArea } from '../../../i18n/area.ts';
import { SETTINGS_DEVELOPERS } from '../../../i18n/areas/settings-developers/index.ts';
import { copyText } from '../../../lib/copy-text.ts';

export function CopySecret({ label, secret, hint }: { label: string; secret: string; hint?: string }) {
  const t = useArea(SETTINGS_DEVELOPERS);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  return (
    <div className="ws-field">
      <label className="ws-label" htmlFor={id}>
        {label}
      </label>
      <div className="wsd-secret">
        <input id={id} ref={field} className="ws-input wsd-secret__value" readOnly value={secret} aria-describedby={hint ? `${id}-hint` : undefined} onFocus={(e) => e.target.select()} />
        <button type="button" className="ws-btn ws-btn--sm" onClick={() => void copyText(secret, field.current).then(setCopied)}>
          {t('settingsDevelopers.copy')}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="ws-field-hint">
          {hint}
        </p>
      ) : null}
      <p className="ws-field-hint" role="status">
        {copied === 'copied' ? t('settingsDevelopers.copied') : copied === 'selected' ? t('settingsDevelopers.selected') : ''}
      </p>
    </div>
  );
}
