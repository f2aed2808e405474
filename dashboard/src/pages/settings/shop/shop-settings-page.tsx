// Settings → Shop (/settings/shop): the shop's one name (docs/decisions/058), on every email, page, invite, the
// widget and the share link. Renaming moves the share link to the new name; the old link keeps leading here.
// Everyone in the shop may look; only the owner renames.
import { useState } from 'react';
import { can, shopNameInput } from '@wrapsmith/core';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { TextField } from '../../../components/field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notify } from '../../../components/toasts.tsx';
import { useZodForm } from '../../../lib/form.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import { ShopUnitsSection } from './shop-units-section.tsx';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS } from '../../../i18n/areas/settings/index.ts';
import { useKnownWords } from '../../../i18n/areas/settings/known.ts';

export const SHOP_SETTINGS_MESSAGES = {
  intro: 'Your shop’s name is on every quote, email and team invite, on your widget and on your share link.',
  readOnly: 'Only the shop owner can rename the shop.',
  hint: 'Renaming moves your share link to the new name. The old link keeps working and leads here.',
  failed: 'The shop name could not be saved. Please try again.',
  saved: 'Shop name saved',
} as const;
const M = SHOP_SETTINGS_MESSAGES;

export function ShopSettingsPage() {
  const t = useArea(SETTINGS);
  const known = useKnownWords(SETTINGS);
  const common = useArea(COMMON);
  const api = useApi();
  const user = useSession((s) => s.currentUser);
  const [name, setName] = useState(user?.shop.name ?? '');
  const { errors, failure, submitting, handleSubmit } = useZodForm(shopNameInput, (err) => apiErrorText(err, M.failed, M.failed));

  const submit = handleSubmit(() => ({ name }), async (input) => {
    const res = await api.account.renameShop(input.name);
    useSession.getState().setUser(res.data.user);
    setName(res.data.shop.name);
    notify('success', known(res.message, 'settings.shop.saved') ?? t('settings.shop.saved'));
  });

  if (!user) return null;
  const canEdit = can({ role: user.role.role }, 'shop:manage');
  const shareUrl = `${window.location.origin}/v/${user.shop.slug}`;

  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={t('settings.shop.title')}>{t('settings.shop.intro')}</PageHeader>
      {canEdit ? null : <Alert tone="info">{t('settings.shop.readOnly')}</Alert>}
      <section className="ws-card app-panel" aria-labelledby="shop-name-title">
        <h2 id="shop-name-title" className="ws-card__title">
          {t('settings.shop.name')}
        </h2>
        <form className="ws-stack" onSubmit={submit} noValidate aria-label={t('settings.shop.name')}>
          <TextField
            label={t('settings.shop.name')}
            autoComplete="organization"
            required
            maxLength={120}
            readOnly={!canEdit}
            hint={canEdit ? t('settings.shop.hint') : undefined}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          {failure ? <Alert tone="error">{known(failure, 'settings.shop.failed')}</Alert> : null}
          {canEdit ? (
            <div className="ws-row">
              <button type="submit" className="ws-btn ws-btn--primary" disabled={submitting}>
                {submitting ? common('common.saving') : t('settings.shop.save')}
              </button>
            </div>
          ) : null}
        </form>
        <p className="ws-muted">
          {t('settings.shop.shareLink')}{' '}
          <a href={shareUrl} target="_blank" rel="noopener" data-testid="share-link">
            {shareUrl}
          </a>
        </p>
      </section>
      <ShopUnitsSection canEdit={canEdit} />
    </div>
  );
}
