// Settings → Widget (/settings/widget): branding and offer, the live preview, the code for the shop's website
// with the share link, and the keys. Everyone in the shop may look; only the owner changes anything.
import { WidgetBookingPanel } from '../../../features/widget-booking/widget-booking.tsx';
import { useState } from 'react';
import type { BrandDto } from '@wrapsmith/core/contract';
import type { WidgetKeyDto, WidgetSettingsDto } from '@wrapsmith/core/contract';
import { can, type Paged } from '@wrapsmith/core';
import { useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { useData } from '../../../hooks/use-data.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import { InstallPanel } from './install-panel.tsx';
import { SettingsForm } from './settings-form.tsx';
import { WidgetKeys } from './widget-keys.tsx';
import { WidgetPreview } from './widget-preview.tsx';
import './widget-settings.css';
import { LoadError } from '../../../components/load-error.tsx';
import { viewerOf } from '../../../features/viewer/viewer.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_WIDGET } from '../../../i18n/areas/settings-widget/index.ts';

/** keys: the first page, which holds every live key (the live ones come first, and fewer than a page are allowed). */
type Loaded = { settings: WidgetSettingsDto; keys: Paged<WidgetKeyDto>; brands: BrandDto[] };

export function WidgetSettingsPage() {
  const api = useApi();
  const t = useArea(SETTINGS_WIDGET);
  const common = useArea(COMMON);
  const user = useSession((s) => s.currentUser);
  const { state: loaded, reload, update } = useData('widget', async (api): Promise<Loaded> => {
    const [settings, keys, brands] = await Promise.all([api.widget.settings(), api.widget.keys(), api.widget.brands()]);
    return { settings: settings.data, keys, brands: brands.data };
  });
  const state = loaded.status === 'ready' ? { status: 'ready' as const, ...loaded.data } : loaded;
  const [selectedKeyId, setSelectedKeyId] = useState<string | null>(null);
  const [previewVersion, setPreviewVersion] = useState(0);

  const patch = (change: Partial<Loaded>) => update((data) => ({ ...data, ...change }));

  async function reloadKeys() {
    try {
      patch({ keys: await api.widget.keys() });
    } catch {
      // The list stays as it was; the preview does not depend on it.
    }
  }

  if (!user) return null;
  const canEdit = can(viewerOf(user), 'catalog:manage');
  const shopName = user.shop?.name ?? user.businessName ?? '';

  return (
    <div className="app-page wsx-page">
      <SettingsNav />
      <PageHeader title={t('settings-widget.title')}>{t('settings-widget.intro')}</PageHeader>
      {canEdit ? null : <Alert tone="info">{t('settings-widget.readOnly')}</Alert>}
      {state.status === 'loading' ? <Spinner label={t('settings-widget.loading')} /> : null}
      {state.status === 'error' ? (
        <LoadError message={t('settings-widget.loadFailed')} retryLabel={common('common.retry')} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <div className="wsx-layout">
            <section className="ws-card app-panel" aria-labelledby="widget-look-title">
              <h2 id="widget-look-title" className="ws-card__title">
                {t('settings-widget.lookTitle')}
              </h2>
              <SettingsForm
                // Revoking the share key switches the link off on the server: the form starts again from that.
                key={String(state.settings.shareLinkEnabled)}
                settings={state.settings}
                brands={state.brands}
                shopName={shopName}
                canEdit={canEdit}
                onSaved={(settings) => {
                  patch({ settings });
                  setPreviewVersion((v) => v + 1);
                }}
              />
            </section>
            <WidgetPreview
              shareUrl={state.settings.shareUrl}
              shareKey={state.keys.data.find((k) => k.kind === 'share' && !k.revokedAt)?.key ?? null}
              version={previewVersion}
              shareLinkEnabled={state.settings.shareLinkEnabled}
              onLoad={() => {
                if (!state.keys.data.some((k) => k.kind === 'share' && !k.revokedAt)) void reloadKeys();
              }}
            />
          </div>
          <WidgetBookingPanel canEdit={canEdit} />
          <InstallPanel
            keys={state.keys.data}
            host={window.location.origin}
            shareUrl={state.settings.shareUrl}
            shareLinkEnabled={state.settings.shareLinkEnabled}
            selectedKeyId={selectedKeyId}
            onSelectKey={setSelectedKeyId}
          />
          <WidgetKeys
            keys={state.keys}
            canEdit={canEdit}
            onChange={(key, created) => {
              const { keys } = state;
              // Revoking the share link's key switches the share link off (the API does it with the revocation).
              const shareOff = !created && key.kind === 'share' && key.revokedAt !== null;
              patch({
                keys: created
                  ? { ...keys, data: [key, ...keys.data], total: keys.total + 1 }
                  : { ...keys, data: keys.data.map((k) => (k._id === key._id ? key : k)) },
                ...(shareOff ? { settings: { ...state.settings, shareLinkEnabled: false } } : {}),
              });
              if (created) setSelectedKeyId(key._id);
            }}
          />
        </>
      ) : null}
    </div>
  );
}
