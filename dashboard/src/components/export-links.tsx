// Download a render at a chosen width (decision 064): 1024 px for every shop, 2048 px ("2K") from Ultimate, 4096 px
// ("4K") on Pro. Sizes above the shop's plan stay in the list, disabled, saying which plan brings them; the API
// refuses them too. A photo comes at the size of the customer's original at most and is never enlarged (decision
// 074), so for photos the size is an "up to" and a line under the list says so.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { EXPORT_EDGES, exportSizeLabel, planAllowance, planForExport, type ExportEdge } from '@wrapsmith/core';
import { useArea } from '../i18n/area.ts';
import { COMPONENTS } from '../i18n/areas/components/index.ts';

/** The English (tests read it); the screen reads the components area. */
export const EXPORT_COPY = {
  size: 'Download size',
  download: 'Download',
  upgrade: 'Bigger downloads with a higher plan',
  photoNote: 'A photo downloads at its own size when that is smaller: it is never enlarged.',
  option: (edge: number, photo: boolean, allowed: boolean) => {
    const label = photo && edge > 1024 ? `Up to ${exportSizeLabel(edge)}` : exportSizeLabel(edge);
    return allowed ? label : `${label} — ${planForExport(edge)?.name ?? 'Pro'} plan`;
  },
} as const;

/** The export address of a render's picture (`url` is RenderDto.url, /api/v1/user/renders/:id/image). */
export const exportHref = (url: string, edge: ExportEdge) => `${url}?download=1&size=${edge}`;

export function ExportLinks({ url, planKey, photo = false }: { url: string; planKey: string | null | undefined; photo?: boolean }) {
  const id = useId();
  const t = useArea(COMPONENTS);
  const option = (size: number, allowed: boolean) => {
    const label = photo && size > 1024 ? t('components.exportUpTo', { size: exportSizeLabel(size) }) : exportSizeLabel(size);
    return allowed ? label : t('components.exportPlanOnly', { size: label, plan: planForExport(size)?.name ?? 'Pro' });
  };
  const allowance = planAllowance(planKey);
  const [edge, setEdge] = useState<ExportEdge>(allowance.exportEdge);
  return (
    <span className="ws-export">
      <label className="ws-visually-hidden" htmlFor={id}>
        {t('components.exportSize')}
      </label>
      <select id={id} className="ws-select ws-export__size" value={edge} onChange={(e) => setEdge(Number(e.currentTarget.value) as ExportEdge)}>
        {EXPORT_EDGES.map((size) => (
          <option key={size} value={size} disabled={size > allowance.exportEdge}>
            {option(size, size <= allowance.exportEdge)}
          </option>
        ))}
      </select>
      <a className="ws-btn ws-btn--sm" href={exportHref(url, edge)} download>
        {t('components.download')}
      </a>
      {photo ? <span className="ws-export__note ws-muted">{t('components.exportPhotoNote')}</span> : null}
      {allowance.exportEdge < 4096 ? (
        <Link className="ws-export__upgrade ws-muted" to="/subscription">
          {t('components.exportUpgrade')}
        </Link>
      ) : null}
    </span>
  );
}
