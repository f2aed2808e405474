// One My Wraps tab: the shop's renders of that tab, newest first, 24 at a time with Load more; Save, and Delete
// after a confirmation.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RenderDto } from '@wrapsmith/core/contract';
import type { RenderTab } from '@wrapsmith/core';
import { useApi } from '../../api/context.tsx';
import { useData } from '../../hooks/use-data.ts';
import { apiErrorInfo } from '../../api/errors.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import { Alert } from '../alert.tsx';
import { EmptyState } from '../empty-state.tsx';
import { Spinner } from '../loading.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { notify } from '../toasts.tsx';
import { RenderCard, filmText, vehicleText } from './render-card.tsx';
import { useSession } from '../../stores/session.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { WRAPS } from '../../i18n/areas/wraps/index.ts';
import type { WRAPS_EN } from '../../i18n/areas/wraps/en.ts';

const EMPTY_TEXT: Record<RenderTab, keyof typeof WRAPS_EN> = {
  saved: 'wraps.emptySaved',
  lead_sent: 'wraps.emptyLeadSent',
  drafts: 'wraps.emptyDrafts',
  all: 'wraps.emptyAll',
};

interface Listing {
  renders: RenderDto[];
  total: number;
  page: number;
}

export function WrapsGrid({ tab }: { tab: RenderTab }) {
  const api = useApi();
  const t = useArea(WRAPS);
  const common = useArea(COMMON);
  const server = useServerWords();
  // The server's message in English; in another language our words for the same outcome (decision 099).
  const errorText = (error: unknown, ours: string) => server(apiErrorInfo(error).message, ours);
  const planKey = useSession((s) => s.currentUser?.plan?.key ?? null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RenderDto | null>(null);

  const { state: listing, reload, update } = useData(tab, async (api): Promise<Listing> => {
    const { data } = await api.studio.renders(tab);
    return { renders: data.renders, total: data.total, page: data.page };
  });

  if (listing.status === 'error') {
    return (
      <Alert tone="error">
        {errorText(listing.error, t('wraps.loadFailed'))}{' '}
        <button type="button" className="ws-link-btn" onClick={reload}>
          {common('common.retry')}
        </button>
      </Alert>
    );
  }
  if (listing.status !== 'ready') return <Spinner label={t('wraps.loading')} />;
  if (listing.data.renders.length === 0) {
    return (
      <EmptyState
        title={t('wraps.emptyTitle')}
        action={
          <Link to="/tool" className="ws-btn ws-btn--sm">
            {t('wraps.openStudio')}
          </Link>
        }
      >
        {t(EMPTY_TEXT[tab])}
      </EmptyState>
    );
  }

  const { renders, total, page } = listing.data;
  const replace = (next: RenderDto[], nextTotal = total) => update(() => ({ renders: next, total: nextTotal, page }));

  async function loadMore() {
    setLoadingMore(true);
    try {
      const { data } = await api.studio.renders(tab, page + 1);
      const known = new Set(renders.map((r) => r._id));
      update(() => ({ renders: [...renders, ...data.renders.filter((r) => !known.has(r._id))], total: data.total, page: data.page }));
    } catch (error) {
      notify('error', errorText(error, t('wraps.loadMoreFailed')));
    } finally {
      setLoadingMore(false);
    }
  }

  async function save(render: RenderDto) {
    setBusyId(render._id);
    try {
      const { data } = await api.studio.saveRender(render._id);
      replace(renders.map((r) => (r._id === data._id ? data : r)));
      notify('success', t('wraps.saved'));
    } catch (error) {
      notify('error', errorText(error, t('wraps.saveFailed')));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(render: RenderDto) {
    setConfirming(null);
    setBusyId(render._id);
    try {
      await api.studio.deleteRender(render._id);
      replace(
        renders.filter((r) => r._id !== render._id),
        total - 1,
      );
      notify('success', t('wraps.deleted'));
    } catch (error) {
      notify('error', errorText(error, t('wraps.deleteFailed')));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <ul className="my-wraps__grid">
        {renders.map((render) => (
          <li key={render._id}>
            <RenderCard render={render} busy={busyId === render._id} onSave={() => void save(render)} onDelete={() => setConfirming(render)} planKey={planKey} />
          </li>
        ))}
      </ul>
      {renders.length < total ? (
        <div className="my-wraps__more">
          <p className="ws-muted">
            {t('wraps.showing', { shown: renders.length, total })}
          </p>
          <button type="button" className="ws-btn" disabled={loadingMore} onClick={() => void loadMore()}>
            {loadingMore ? common('common.loading') : t('wraps.loadMore')}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog title={t('wraps.deleteTitle')} confirmLabel={common('common.delete')} danger onConfirm={() => remove(confirming)} onClose={() => setConfirming(null)}>
          <p>{t('wraps.deleteBody', { vehicle: vehicleText(confirming, t('wraps.customerPhoto')), film: filmText(confirming) })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
