// One render in My Wraps: the picture, what it shows, when, and Save / Download (at a size the plan allows) / Delete.
import { useId } from 'react';
import type { RenderDto } from '@wrapsmith/core/contract';
import { brandedFilmName } from '@wrapsmith/core/rules';
import { formatDateTime } from '../../lib/format.ts';
import { ExportLinks } from '../export-links.tsx';

const STATUS_LABELS: Record<RenderDto['status'], string> = { draft: 'Draft', saved: 'Saved', lead_sent: 'Lead Sent' };

export function vehicleText(render: RenderDto): string {
  return render.vehicle ? `${render.vehicle.year} ${render.vehicle.make} ${render.vehicle.model}` : 'Customer photo';
}

export function filmText(render: RenderDto): string {
  return brandedFilmName(render.film.brand, render.film.name);
}

export interface RenderCardProps {
  render: RenderDto;
  busy: boolean;
  onSave: () => void;
  onDelete: () => void;
  /** The shop's plan, for the download sizes it may have (decision 064). */
  planKey: string | null | undefined;
}

export function RenderCard({ render, busy, onSave, onDelete, planKey }: RenderCardProps) {
  const titleId = useId();
  const vehicle = vehicleText(render);
  const film = filmText(render);
  return (
    <article className="my-wraps__card" aria-labelledby={titleId}>
      <img className="my-wraps__image" src={render.url} alt={`${vehicle} wrapped in ${film}`} loading="lazy" width={640} height={400} />
      <div className="my-wraps__body">
        <h3 id={titleId} className="my-wraps__title">
          {vehicle}
        </h3>
        <p className="my-wraps__film">
          <span className="my-wraps__chip" style={{ background: render.film.colorCode }} aria-hidden="true" />
          {film}
        </p>
        <p className="ws-muted my-wraps__meta">
          <time dateTime={render.createdAt}>{formatDateTime(render.createdAt)}</time>
          <span className="ws-badge">{STATUS_LABELS[render.status]}</span>
        </p>
      </div>
      <div className="my-wraps__actions">
        {render.status === 'draft' ? (
          <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" disabled={busy} onClick={onSave}>
            Save
          </button>
        ) : null}
        <ExportLinks url={render.url} planKey={planKey} photo={render.vehicle === null || render.engine !== 'local'} />
        <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
}
