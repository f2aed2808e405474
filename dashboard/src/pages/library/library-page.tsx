// The vehicle library (/library, issue 21 item 5, decision 056): photos of cars the shop has wrapped, each with its
// paint marked once and tagged with the catalogue vehicle and side it shows. Customers who pick that car in the
// Studio, the widget or the share page see the photo in their colour. Everyone in the shop sees the list; the owner
// and Shop Managers add, edit and delete.
import { useCallback, useRef, useState } from 'react';
import type { LibraryVehicleDto } from '@wrapsmith/core/contract';
import { can } from '@wrapsmith/core';
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
import { carName, LibraryEditor, useLibraryWords, type LibraryWords } from './library-editor.tsx';
import { useServerWords } from '../../i18n/server-words.ts';
import { StudioWords } from '../../components/studio-words.tsx';
import './library.css';
import { viewerOf } from '../../features/viewer/viewer.ts';

type Editing = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; vehicle: LibraryVehicleDto };

function VehicleCard({ w, vehicle, canEdit, onEdit, onDelete }: { w: LibraryWords; vehicle: LibraryVehicleDto; canEdit: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = w;
  const car = carName(vehicle);
  return (
    <li className="wlib-card">
      <img className="wlib-card__photo" src={vehicle.imageUrl} alt={w.thumbAlt(vehicle)} loading="lazy" width={vehicle.width} height={vehicle.height} />
      <div className="wlib-card__body">
        <p className="wlib-card__car">{car}</p>
        <p className="ws-muted wlib-card__tags">
          {w.bodyStyle(vehicle.bodyStyle)} · {w.side(vehicle.side)}
        </p>
        {canEdit ? (
          <div className="wlib-card__actions">
            <button type="button" className="ws-btn ws-btn--sm" aria-label={t('library.editCar', { car })} onClick={onEdit}>
              {t('library.edit')}
            </button>
            <button type="button" className="ws-btn ws-btn--sm" aria-label={t('library.deleteCar', { car })} onClick={onDelete}>
              {t('library.delete')}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function LibraryPage() {
  return (
    <StudioWords>
      <Library />
    </StudioWords>
  );
}

function Library() {
  const w = useLibraryWords();
  const { t, c } = w;
  const server = useServerWords();
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
    notify('success', server(res.message, t('library.deleted')));
    setDeleting(null);
    reload();
  }

  const add = canEdit ? (
    <button ref={addButton} type="button" className="ws-btn ws-btn--primary" onClick={() => setEditing({ mode: 'add' })}>
      {t('library.add')}
    </button>
  ) : null;

  return (
    <div className="app-page wlib-page">
      <VisualizerStyles />
      <PageHeader title={t('library.title')} actions={editing.mode === 'list' ? add : null}>
        {t('library.intro')}
      </PageHeader>
      {canEdit ? null : <Alert tone="info">{t('library.readOnly')}</Alert>}
      {editing.mode !== 'list' ? (
        <LibraryEditor key={editing.mode === 'edit' ? editing.vehicle._id : 'new'} editing={editing.mode === 'edit' ? editing.vehicle : null} onSaved={saved} onCancel={close} />
      ) : state.status === 'loading' ? (
        <Spinner label={t('library.loading')} />
      ) : state.status === 'error' ? (
        <LoadError message={t('library.loadFailed')} retryLabel={c('common.retry')} onRetry={reload} />
      ) : state.list.total === 0 ? (
        <EmptyState title={t('library.emptyTitle')} action={add}>
          {t('library.empty')}
        </EmptyState>
      ) : (
        <div className="ws-paged-rows" aria-busy={state.loading || undefined}>
          <ul className="wlib-grid" aria-label={t('library.listLabel')}>
            {state.list.data.map((vehicle) => (
              <VehicleCard
                key={vehicle._id}
                w={w}
                vehicle={vehicle}
                canEdit={canEdit}
                onEdit={() => setEditing({ mode: 'edit', vehicle })}
                onDelete={() => setDeleting(vehicle)}
              />
            ))}
          </ul>
          <Pager label={t('library.listLabel')} noun={[t('library.nounOne'), t('library.nounMany')]} page={state.list.page} pageSize={state.list.pageSize} total={state.list.total} busy={state.loading} onPage={setPage} />
        </div>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('library.deleteTitle')}
          confirmLabel={t('library.delete')}
          busyLabel={t('library.deleting')}
          danger
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          errorText={(error) => server(apiErrorInfo(error).message, t('library.deleteFailed'))}
        >
          <p>{t('library.deleteBody', { car: carName(deleting) })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
