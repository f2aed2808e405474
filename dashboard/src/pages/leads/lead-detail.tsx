// One lead in a dialog: the render, what the visitor wrote, where and when they agreed to be contacted, the
// two ways to turn it into work (Create booking, Send quote: the booking form filled in from the lead), and
// the status select that moves the lead along by hand (PATCH /user/leads/:id).
import { DraftedQuotePanel } from '../../features/widget-booking/widget-booking.tsx';
import { userMay } from '../../features/viewer/viewer.ts';
import { useSession } from '../../stores/session.ts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LeadDto, LeadStatus } from '@wrapsmith/core/contract';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { SelectField } from '../../components/field.tsx';
import { notify } from '../../components/toasts.tsx';
import { useBusy } from '../../lib/form.ts';
import { LEAD_STATUSES } from './lead-messages.ts';
import { filmText, isWebAddress, useLeadVehicleText } from '../../features/leads/lead-format.ts';
import { useWordsDates } from '../../features/leads/words-dates.ts';
import { useArea } from '../../i18n/area.ts';
import { LEADS } from '../../i18n/areas/leads/index.ts';
import { useFormat } from '../../i18n/locale.ts';

export function LeadDetail({ lead, onClose, onChange }: { lead: LeadDto; onClose: () => void; onChange: (lead: LeadDto) => void }) {
  const t = useArea(LEADS);
  const english = useFormat().locale === 'en';
  const dates = useWordsDates();
  const vehicleText = useLeadVehicleText();
  const statusLabel = (s: LeadStatus) => t(`leads.status.${s}`);
  const api = useApi();
  const user = useSession((s) => s.currentUser);
  const [busy, run] = useBusy();
  const [failure, setFailure] = useState<string | null>(null);

  async function setStatus(status: LeadStatus) {
    setFailure(null);
    try {
      const res = await run(() => api.leads.setStatus(lead._id, status));
      onChange(res.data);
      notify('success', t('leads.statusSaved', { name: res.data.name, status: statusLabel(res.data.status) }));
    } catch (err) {
      // The API's refusal is in English: another language says its own words (decision 099).
      setFailure((english ? apiErrorInfo(err).message : undefined) ?? t('leads.statusFailed'));
    }
  }

  return (
    <Dialog title={t('leads.detail.title', { name: lead.name })} onClose={onClose} wide>
      <div className="wsl-detail">
        {lead.render ? (
          <img className="wsl-detail__image" src={lead.render.imageUrl} alt={t('leads.detail.imageAlt', { vehicle: vehicleText(lead), film: filmText(lead) })} />
        ) : (
          <p className="ws-muted">{lead.withoutPicture ? t('leads.noPictureDetail') : t('leads.renderDeleted')}</p>
        )}
        <div className="ws-stack">
          <div className="ws-row">
            <Link to={`/bookingAppointment?lead=${encodeURIComponent(lead._id)}`} className="ws-btn ws-btn--primary">
              {t('leads.createBooking')}
            </Link>
            <Link to={`/bookingAppointment?lead=${encodeURIComponent(lead._id)}&quote=1`} className="ws-btn">
              {t('leads.sendQuote')}
            </Link>
          </div>
          <DraftedQuotePanel leadId={lead._id} canSend={userMay(user, 'prices', 'edit')} />
          <SelectField label={t('leads.status')} value={lead.status} disabled={busy} hint={t('leads.workflow')} onChange={(e) => void setStatus(e.target.value as LeadStatus)}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </SelectField>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <dl className="wsl-facts">
            <div>
              <dt>{t('leads.detail.email')}</dt>
              <dd>
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('leads.detail.phone')}</dt>
              <dd>{lead.phone ? <a href={`tel:${lead.phone.replace(/[^+0-9]/g, '')}`}>{lead.phone}</a> : '—'}</dd>
            </div>
            <div>
              <dt>{t('leads.detail.vehicle')}</dt>
              <dd>{vehicleText(lead)}</dd>
            </div>
            <div>
              <dt>{t('leads.detail.film')}</dt>
              <dd className="wsl-film">
                <span className="wsl-swatch" style={{ background: lead.film.colorCode }} aria-hidden="true" />
                {filmText(lead)}
              </dd>
            </div>
            <div>
              <dt>{t('leads.detail.preferredDate')}</dt>
              <dd>{dates.day(lead.preferredDate)}</dd>
            </div>
            <div>
              <dt>{t('leads.col.received')}</dt>
              <dd>{dates.dateTime(lead.createdAt)}</dd>
            </div>
            <div className="wsl-facts__wide">
              <dt>{t('leads.detail.message')}</dt>
              <dd className="wsl-message">{lead.message || '—'}</dd>
            </div>
            <div className="wsl-facts__wide">
              <dt>{t('leads.detail.page')}</dt>
              <dd className="wsl-break">
                {isWebAddress(lead.pageUrl) ? (
                  <a href={lead.pageUrl} target="_blank" rel="noopener noreferrer">
                    {lead.pageUrl}
                  </a>
                ) : (
                  lead.pageUrl
                )}
              </dd>
            </div>
            <div className="wsl-facts__wide">
              <dt>{t('leads.detail.consent')}</dt>
              <dd>{t('leads.detail.consentGiven', { date: dates.dateTime(lead.consentAt) })}</dd>
            </div>
          </dl>
        </div>
      </div>
    </Dialog>
  );
}
