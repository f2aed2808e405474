// Settings → Catalogue (/settings/catalogue): which of the 20 brands and their films the shop offers (owner only),
// and the shop's own colours, typed in or matched from a swatch photo (owner or Shop Manager).
import type { FilmDto } from '@wrapsmith/core/contract';
import { can } from '@wrapsmith/core';
import { useApi, type Api } from '../../../api/index.ts';
import type { CatalogSettings } from '../../../api/catalogue-endpoints.ts';
import { Alert } from '../../../components/alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { useData } from '../../../hooks/use-data.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import { CustomColours } from './custom-colours.tsx';
import { OfferForm, type BrandRow } from './offer-form.tsx';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_CATALOGUE } from '../../../i18n/areas/settings-catalogue/index.ts';
import './catalogue.css';
import { LoadError } from '../../../components/load-error.tsx';
import { viewerOf } from '../../../features/viewer/viewer.ts';

const CUSTOM_BRAND_ID = 'custom';

type Loaded = { brands: BrandRow[]; settings: CatalogSettings | null; custom: FilmDto[] };

/** The brands the shop offers with their film counts, then the hidden ones (counts unknown). */
async function brandRows(api: Api, settings: CatalogSettings | null): Promise<BrandRow[]> {
  const offered = (await api.catalogue.brands()).data.filter((b) => b.id !== CUSTOM_BRAND_ID);
  // The brand list leaves hidden brands out; their names come from the films route, which knows every brand.
  const hidden = await Promise.all(
    (settings?.hiddenBrands ?? [])
      .filter((id) => !offered.some((b) => b.id === id))
      .map(async (id): Promise<BrandRow> => ({ id, name: (await api.catalogue.films(id)).data.brand.name, filmCount: null })),
  );
  return [...offered.map((b): BrandRow => ({ id: b.id, name: b.name, filmCount: b.filmCount })), ...hidden];
}

export function CataloguePage() {
  const api = useApi();
  const t = useArea(SETTINGS_CATALOGUE);
  const common = useArea(COMMON);
  const user = useSession((s) => s.currentUser);
  const canEdit = user ? can(viewerOf(user), 'catalog:manage') : false;
  const canEditColours = user ? can(viewerOf(user), 'colours:manage') : false;
  const { state: loaded, reload, update } = useData(canEdit ? 'catalogue with settings' : 'catalogue', async (api): Promise<Loaded> => {
    const [settings, custom] = await Promise.all([canEdit ? api.catalogue.settings().then((r) => r.data) : null, api.catalogue.films(CUSTOM_BRAND_ID)]);
    return { brands: await brandRows(api, settings), settings, custom: custom.data.groups.flatMap((g) => g.films) };
  });
  const state = loaded.status === 'ready' ? { status: 'ready' as const, ...loaded.data } : loaded;
  const patch = (change: Partial<Loaded>) => update((data) => ({ ...data, ...change }));

  async function onSettingsSaved(settings: CatalogSettings) {
    patch({ settings });
    try {
      patch({ brands: await brandRows(api, settings) });
    } catch {
      // The counts stay as they were; the saved settings are already shown.
    }
  }

  if (!user) return null;

  return (
    <div className="app-page wsc-page">
      <SettingsNav />
      <PageHeader title={t('settings-catalogue.title')}>{t('settings-catalogue.intro')}</PageHeader>
      {state.status === 'loading' ? <Spinner label={t('settings-catalogue.loading')} /> : null}
      {state.status === 'error' ? (
        <LoadError message={t('settings-catalogue.loadFailed')} retryLabel={common('common.retry')} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <div className="wsc-layout">
          <section className="ws-card app-panel" aria-labelledby="catalogue-offer-title">
            <h2 id="catalogue-offer-title" className="ws-card__title">
              {t('settings-catalogue.offerTitle')}
            </h2>
            {canEdit ? null : <Alert tone="info">{t('settings-catalogue.readOnly')}</Alert>}
            <OfferForm brands={state.brands} settings={state.settings} canEdit={canEdit} onSaved={(s) => void onSettingsSaved(s)} />
          </section>
          <CustomColours
            canEdit={canEditColours}
            films={state.custom}
            brands={state.brands}
            onAdded={(film) => patch({ custom: [...state.custom, film].sort((a, b) => a.name.localeCompare(b.name)) })}
            onDeleted={(id) => patch({ custom: state.custom.filter((f) => f.id !== id) })}
          />
        </div>
      ) : null}
    </div>
  );
}
