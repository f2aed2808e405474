// One My Wraps tab: the shop's renders of that tab, newest first, 24 at a time with Load more; Save, and Delete
// after a confirmation.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RenderDto } from '@wrapsmith/core/contract';
import type { RenderTab } from '@wrapsmith/core';
import { useApi } from '../../api/context.tsx';
import { errorText, useData } from '../../hooks/use-data.ts';
import { Alert } from '../alert.tsx';
import { EmptyState } from '../empty-state.tsx';
import { Spinner } from '../loading.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { notify } from '../toasts.tsx';
import { RenderCard, filmText, vehicleText } from './render-card.tsx';
import { useSession } from '../../stores/session.ts';

const EMPTY_TEXT: Record<RenderTab, string> = {
  saved: 'Save a preview from your drafts to keep it here.',
  lead_sent: 'Previews that customers sent you as quote requests appear here.',
  drafts: 'Every preview you generate in the Studio starts here as a draft.',
  all: 'Previews you generate in the Studio will be listed here.',
};

interface Listing {
  renders: RenderDto[];
  total: number;
  page: number;
}

export function WrapsGrid({ tab }: { tab: RenderTab }) {
  const api = useApi();
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
        {errorText(listing.error, 'Failed to load your wraps.')}{' '}
        <button type="button" className="ws-link-btn" onClick={reload}>
          Try again
        </button>
      </Alert>
    );
  }
  if (listing.status !== 'ready') return <Spinner label="Loading your wraps…" />;
  if (listing.data.renders.length === 0) {
    return (
      <EmptyState
        title="No wraps here yet"
        action={
          <Link to="/tool" className="ws-btn ws-btn--sm">
            Open Studio
          </Link>
        }
      >
        {EMPTY_TEXT[tab]}
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
      notify('error', errorText(error, 'Failed to load more wraps.'));
    } finally {
      setLoadingMore(false);
    }
  }

  async function save(render: RenderDto) {
    setBusyId(render._id);
    try {
      const { data } = await api.studio.saveRender(render._id);
      replace(renders.map((r) => (r._id === data._id ? data : r)));
      notify('success', 'Saved to My Wraps.');
    } catch (error) {
      notify('error', errorText(error, 'Failed to save the wrap.'));
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
      notify('success', 'Wrap deleted.');
    } catch (error) {
      notify('error', errorText(error, 'Failed to delete the wrap.'));
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
            Showing {renders.length} of {total}
          </p>
          <button type="button" className="ws-btn" disabled={loadingMore} onClick={() => void loadMore()}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog title="Delete this wrap?" confirmLabel="Delete" danger onConfirm={() => remove(confirming)} onClose={() => setConfirming(null)}>
          <p>
            The preview of the {vehicleText(confirming)} in {filmText(confirming)} will be deleted for everyone in your shop. This cannot be
            undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
