// One render in My Wraps: the picture, what it shows, when, and Save / Download (at a size the plan allows) / Delete.
import { useId } from 'react';
import type { RenderDto } from '@wrapsmith/core/contract';
import { brandedFilmName } from '@wrapsmith/core/rules';
import { formatDateTime } from '../../lib/format.ts';
import { ExportLinks } from '../export-links.tsx';
import { useArea } from '../../i18n/area.ts';
import { WRAPS } from '../../i18n/areas/wraps/index.ts';
import type { WRAPS_EN } from '../../i18n/areas/wraps/en.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useDateLocale } from '../../i18n/areas/components/date-locale.ts';

const STATUS_LABELS: Record<RenderDto['status'], keyof typeof WRAPS_EN> = { draft: 'wraps.statusDraft', saved: 'wraps.tabSaved', lead_sent: 'wraps.tabLeadSent' };

/** The vehicle, or `photo` ("Customer photo" in the reader's language) for a render of a customer's photo. */
export function vehicleText(render: RenderDto, photo = 'Customer photo'): string {
  return render.vehicle ? `${render.vehicle.year} ${render.vehicle.make} ${render.vehicle.model}` : photo;
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
  const t = useArea(WRAPS);
  const common = useArea(COMMON);
  const dateLocale = useDateLocale();
  const vehicle = vehicleText(render, t('wraps.customerPhoto'));
  const film = filmText(render);
  return (
    <article className="my-wraps__card" aria-labelledby={titleId}>
      <img className="my-wraps__image" src={render.url} alt={t('wraps.imageAlt', { vehicle, film })} loading="lazy" width={640} height={400} />
      <div className="my-wraps__body">
        <h3 id={titleId} className="my-wraps__title">
          {vehicle}
        </h3>
        <p className="my-wraps__film">
          <span className="my-wraps__chip" style={{ background: render.film.colorCode }} aria-hidden="true" />
          {film}
        </p>
        <p className="ws-muted my-wraps__meta">
          <time dateTime={render.createdAt}>{formatDateTime(render.createdAt, dateLocale)}</time>
          <span className="ws-badge">{t(STATUS_LABELS[render.status])}</span>
        </p>
      </div>
      <div className="my-wraps__actions">
        {render.status === 'draft' ? (
          <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" disabled={busy} onClick={onSave}>
            {common('common.save')}
          </button>
        ) : null}
        <ExportLinks url={render.url} planKey={planKey} photo={render.vehicle === null || render.engine !== 'local'} />
        <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" disabled={busy} onClick={onDelete}>
          {common('common.delete')}
        </button>
      </div>
    </article>
  );
}
