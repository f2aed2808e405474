// Payment success (/sucessfullUrl?session_id=&user_id=, spelled as the spec fixes it; spec §4): verifies the
// checkout session, which fulfils it on the server, stores the new accountType and addonInfo, refetches the
// user (credits) and goes on to the dashboard. The spec only logs a failure; we show it with a retry. Its words are
// the `payment-success` area's; in another language a refusal reads as the page's own failure (the API speaks English).
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BILLING_MESSAGES } from '@wrapsmith/core';
import type { VerifiedSessionDto } from '@wrapsmith/core/contract';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { useRefreshUser } from '../../hooks/use-refresh-user.ts';
import { useArea } from '../../i18n/area.ts';
import { PAYMENT_SUCCESS } from '../../i18n/areas/payment-success/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import { useSession } from '../../stores/session.ts';
import type { PaymentReceivedState } from '../../features/billing/payment-received-state.ts';

function storeVerified(verified: VerifiedSessionDto): void {
  const session = useSession.getState();
  session.updateUser({ accountType: verified.accountType, addonInfo: verified.addonInfo });
  const user = useSession.getState().currentUser;
  if (user) session.setUser({ ...user, credits: verified.credits });
}

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const api = useApi();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const t = useArea(PAYMENT_SUCCESS);
  const { locale } = useFormat();

  useEffect(() => {
    if (!sessionId) return;
    let active = true;
    void (async () => {
      try {
        const res = await api.billing.verify(sessionId);
        if (!active) return;
        storeVerified(res.data);
        await refreshUser();
        if (!active) return;
        const state: PaymentReceivedState = { payment: res.data.data };
        navigate(`/dashboard?session_id=${encodeURIComponent(sessionId)}`, { replace: true, state });
      } catch (err) {
        if (active) setError(apiErrorInfo(err).message ?? BILLING_MESSAGES.generic);
      }
    })();
    return () => {
      active = false;
    };
  }, [api, navigate, refreshUser, sessionId, attempt]);

  function retry() {
    setError(null);
    setAttempt((n) => n + 1);
  }

  const dashboardLink = (
    <Link to="/dashboard" className="ws-btn">
      {t('paid.toDashboard')}
    </Link>
  );

  return (
    <div className="landing-section">
      <div className="landing-wrap ws-stack app-narrow">
        {!sessionId ? (
          <>
            <h1>{t('paid.title')}</h1>
            <Alert tone="warning">{t('paid.missingSession')}</Alert>
            <div>{dashboardLink}</div>
          </>
        ) : error ? (
          <>
            <h1>{t('paid.failedTitle')}</h1>
            <Alert tone="error">{locale === 'en' ? error : t('paid.failed')}</Alert>
            <div className="ws-row">
              <button type="button" className="ws-btn ws-btn--primary" onClick={retry}>
                {t('paid.retry')}
              </button>
              {dashboardLink}
            </div>
          </>
        ) : (
          <>
            <h1>{t('paid.title')}</h1>
            <p className="app-inline-loading" role="status">
              <span className="ws-spinner" aria-hidden="true" />
              <span>{t('paid.updating')}</span>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
