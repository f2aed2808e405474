// The vehicle library (/library, issue 21 item 5, decision 056): photos of cars the shop has wrapped, each with its
// paint marked once and tagged with the catalogue vehicle and side it shows. Customers who pick that car in the
// Studio, the widget or the share page see the photo in their colour. Everyone in the shop sees the list; the owner
// and Shop Managers add, edit and delete.
import { useCallback, useRef, useState } from 'react';
import type { LibraryVehicleDto } from '@wrapsmith/core/contract';
import { can, LIBRARY_MESSAGES, LIBRARY_SIDE_LABELS } from '@wrapsmith/core';
import { bodyStyleLabel } from '@wrapsmith/visualizer';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { notify } from '../../components/toasts.tsx';
import { VisualizerStyles } from '../../features/studio/visualizer-styles.tsx';
import { usePagedList, useLocalPage } from '../../hooks/use-paged-list.ts';
import { useSession } from '../../stores/session.ts';
import { carName, LibraryEditor } from './library-editor.tsx';
import { LIBRARY_PAGE_MESSAGES as M } from './library-messages.ts';
import './library.css';
import { viewerOf } from '../../features/viewer/viewer.ts';

type Editing = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; vehicle: LibraryVehicleDto };

function VehicleCard({ vehicle, canEdit, onEdit, onDelete }: { vehicle: LibraryVehicleDto; canEdit: boolean; onEdit: () => void; onDelete: () => void }) {
  const car = carName(vehicle);
  const side = LIBRARY_SIDE_LABELS[vehicle.side];
  return (
    <li className="wlib-card">
      <img className="wlib-card__photo" src={vehicle.imageUrl} alt={M.thumbAlt(car, side)} loading="lazy" width={vehicle.width} height={vehicle.height} />
      <div className="wlib-card__body">
        <p className="wlib-card__car">{car}</p>
        <p className="ws-muted wlib-card__tags">
          {bodyStyleLabel(vehicle.bodyStyle)} · {side}
        </p>
        {canEdit ? (
          <div className="wlib-card__actions">
            <button type="button" className="ws-btn ws-btn--sm" aria-label={`${M.edit} ${car}`} onClick={onEdit}>
              {M.edit}
            </button>
            <button type="button" className="ws-btn ws-btn--sm" aria-label={`${M.delete} ${car}`} onClick={onDelete}>
              {M.delete}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function LibraryPage() {
  const api = useApi();
  const user = useSession((s) => s.currentUser);
  const canEdit = user ? can(viewerOf(user), 'library:manage') : false;
  const [page, setPage] = useLocalPage('library');
  const { state, reload } = usePagedList('library', page, (a) => a.library.list({ page }));
  const [editing, setEditing] = useState<Editing>({ mode: 'list' });
  const [deleting, setDeleting] = useState<LibraryVehicleDto | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setEditing({ mode: 'list' });
    // Back to where the editor was opened from, once the list is shown again.
    requestAnimationFrame(() => addButton.current?.focus());
  }, []);

  function saved(_vehicle: LibraryVehicleDto, message: string) {
    notify('success', message);
    close();
    if (editing.mode === 'add') setPage(1);
    reload();
  }

  async function remove(vehicle: LibraryVehicleDto) {
    const res = await api.library.remove(vehicle._id);
    notify('success', res.message || LIBRARY_MESSAGES.deleted);
    setDeleting(null);
    reload();
  }

  const add = canEdit ? (
    <button ref={addButton} type="button" className="ws-btn ws-btn--primary" onClick={() => setEditing({ mode: 'add' })}>
      {LIBRARY_MESSAGES.add}
    </button>
  ) : null;

  return (
    <div className="app-page wlib-page">
      <VisualizerStyles />
      <PageHeader title={LIBRARY_MESSAGES.title} actions={editing.mode === 'list' ? add : null}>
        {LIBRARY_MESSAGES.intro}
      </PageHeader>
      {canEdit ? null : <Alert tone="info">{LIBRARY_MESSAGES.readOnly}</Alert>}
      {editing.mode !== 'list' ? (
        <LibraryEditor key={editing.mode === 'edit' ? editing.vehicle._id : 'new'} editing={editing.mode === 'edit' ? editing.vehicle : null} onSaved={saved} onCancel={close} />
      ) : state.status === 'loading' ? (
        <Spinner label={M.loading} />
      ) : state.status === 'error' ? (
        <LoadError message={M.loadFailed} retryLabel={M.retry} onRetry={reload} />
      ) : state.list.total === 0 ? (
        <EmptyState title={M.emptyTitle} action={add}>
          {LIBRARY_MESSAGES.empty}
        </EmptyState>
      ) : (
        <div className="ws-paged-rows" aria-busy={state.loading || undefined}>
          <ul className="wlib-grid" aria-label={M.listLabel}>
            {state.list.data.map((vehicle) => (
              <VehicleCard
                key={vehicle._id}
                vehicle={vehicle}
                canEdit={canEdit}
                onEdit={() => setEditing({ mode: 'edit', vehicle })}
                onDelete={() => setDeleting(vehicle)}
              />
            ))}
          </ul>
          <Pager label={M.listLabel} noun={M.noun} page={state.list.page} pageSize={state.list.pageSize} total={state.list.total} busy={state.loading} onPage={setPage} />
        </div>
      )}
      {deleting ? (
        <ConfirmDialog
          title={LIBRARY_MESSAGES.deleteTitle}
          confirmLabel={M.delete}
          busyLabel={M.deleting}
          danger
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          errorText={(error) => apiErrorInfo(error).message ?? M.deleteFailed}
        >
          <p>{LIBRARY_MESSAGES.deleteBody(carName(deleting))}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
