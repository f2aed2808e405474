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
import { formatDateTime } from '../../lib/format.ts';
import { LEAD_MESSAGES as M, LEAD_STATUSES, LEAD_STATUS_LABELS } from './lead-messages.ts';
import { filmText, formatDay, isWebAddress, vehicleText } from '../../features/leads/lead-format.ts';

export function LeadDetail({ lead, onClose, onChange }: { lead: LeadDto; onClose: () => void; onChange: (lead: LeadDto) => void }) {
  const api = useApi();
  const user = useSession((s) => s.currentUser);
  const [busy, run] = useBusy();
  const [failure, setFailure] = useState<string | null>(null);

  async function setStatus(status: LeadStatus) {
    setFailure(null);
    try {
      const res = await run(() => api.leads.setStatus(lead._id, status));
      onChange(res.data);
      notify('success', M.statusSaved(res.data.name, LEAD_STATUS_LABELS[res.data.status]));
    } catch (err) {
      setFailure(apiErrorInfo(err).message ?? M.statusFailed);
    }
  }

  return (
    <Dialog title={`Lead from ${lead.name}`} onClose={onClose} wide>
      <div className="wsl-detail">
        {lead.render ? (
          <img className="wsl-detail__image" src={lead.render.imageUrl} alt={`${vehicleText(lead)} wrapped in ${filmText(lead)}`} />
        ) : (
          <p className="ws-muted">{lead.withoutPicture ? M.noPictureDetail : M.noImage}</p>
        )}
        <div className="ws-stack">
          <div className="ws-row">
            <Link to={`/bookingAppointment?lead=${encodeURIComponent(lead._id)}`} className="ws-btn ws-btn--primary">
              {M.createBooking}
            </Link>
            <Link to={`/bookingAppointment?lead=${encodeURIComponent(lead._id)}&quote=1`} className="ws-btn">
              {M.sendQuote}
            </Link>
          </div>
          <DraftedQuotePanel leadId={lead._id} canSend={userMay(user, 'prices', 'edit')} />
          <SelectField label="Status" value={lead.status} disabled={busy} hint={M.workflow} onChange={(e) => void setStatus(e.target.value as LeadStatus)}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <dl className="wsl-facts">
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{lead.phone ? <a href={`tel:${lead.phone.replace(/[^+0-9]/g, '')}`}>{lead.phone}</a> : '—'}</dd>
            </div>
            <div>
              <dt>Vehicle</dt>
              <dd>{vehicleText(lead)}</dd>
            </div>
            <div>
              <dt>Film</dt>
              <dd className="wsl-film">
                <span className="wsl-swatch" style={{ background: lead.film.colorCode }} aria-hidden="true" />
                {filmText(lead)}
              </dd>
            </div>
            <div>
              <dt>Preferred date</dt>
              <dd>{formatDay(lead.preferredDate)}</dd>
            </div>
            <div>
              <dt>Received</dt>
              <dd>{formatDateTime(lead.createdAt)}</dd>
            </div>
            <div className="wsl-facts__wide">
              <dt>Message</dt>
              <dd className="wsl-message">{lead.message || '—'}</dd>
            </div>
            <div className="wsl-facts__wide">
              <dt>Page</dt>
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
              <dt>Consent to be contacted</dt>
              <dd>Given {formatDateTime(lead.consentAt)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </Dialog>
  );
}
