// The live preview: the shop's share link in a frame, which runs the real widget.js with the share key.
// A frame rather than the element in this page, because the widget loads its config once per page and keeps it;
// a fresh frame is a fresh page. The config answer may be cached by the browser for a minute, so before a reload
// the config is fetched once with `cache: 'reload'`, which replaces the cached copy the frame will then read.
import { useEffect, useState } from 'react';
import { useArea } from '../../../i18n/area.ts';
import { SETTINGS_WIDGET } from '../../../i18n/areas/settings-widget/index.ts';

/** Same URL and request mode as the widget's own config request, so the refreshed copy is the one it gets. */
export async function refreshConfigCache(shareUrl: string, shareKey: string): Promise<void> {
  try {
    await fetch(`${new URL(shareUrl).origin}/api/v1/widget/${encodeURIComponent(shareKey)}/config`, {
      headers: { Accept: 'application/json' },
      mode: 'cors',
      credentials: 'omit',
      cache: 'reload',
    });
  } catch {
    // The preview still reloads; at worst it shows the previous branding for up to a minute.
  }
}

export interface WidgetPreviewProps {
  shareUrl: string;
  /** The share link's key once known (it is made on the link's first visit). */
  shareKey: string | null;
  /** Changes after every save: the preview reloads with the new settings. */
  version: number;
  /** False: the share link is off, and the frame shows its "not available" page. */
  shareLinkEnabled?: boolean;
  onLoad?: () => void;
}

export function WidgetPreview({ shareUrl, shareKey, version, shareLinkEnabled = true, onLoad }: WidgetPreviewProps) {
  const t = useArea(SETTINGS_WIDGET);
  const [frame, setFrame] = useState(0);
  const [seenVersion, setSeenVersion] = useState(version);
  const [reloading, setReloading] = useState(false);
  if (seenVersion !== version) {
    setSeenVersion(version);
    setReloading(true);
  }

  useEffect(() => {
    if (!reloading) return;
    let current = true;
    void (shareKey ? refreshConfigCache(shareUrl, shareKey) : Promise.resolve()).then(() => {
      if (!current) return;
      setFrame((n) => n + 1);
      setReloading(false);
    });
    return () => {
      current = false;
    };
  }, [reloading, shareUrl, shareKey]);

  return (
    <section className="ws-card app-panel wsx-preview" aria-labelledby="widget-preview-title">
      <div className="app-panel__head">
        <h2 id="widget-preview-title" className="ws-card__title">
          {t('settings-widget.previewTitle')}
        </h2>
        <button type="button" className="ws-btn ws-btn--sm" disabled={reloading} onClick={() => setReloading(true)}>
          {reloading ? t('settings-widget.reloading') : t('settings-widget.reload')}
        </button>
      </div>
      <p className="ws-field-hint">{shareLinkEnabled ? t('settings-widget.previewNote') : t('settings-widget.previewShareOff')}</p>
      <iframe key={frame} className="wsx-preview__frame" title={t('settings-widget.previewFrame')} src={shareUrl} loading="lazy" onLoad={onLoad} />
    </section>
  );
}
