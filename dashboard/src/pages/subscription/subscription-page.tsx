// Billing & Subscription (/subscription, also /Subscription; spec §2, §8, §9): the three plans with the active
// one marked and cancellable, the Shop Management Tool add-on, credit packs and the Wrap Shop Workflow list.
// Choosing an offer starts a checkout and sends the browser to its URL (Stripe, or the offline checkout).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { can } from '@wrapsmith/core';
import type { PlanDto, SubscriptionDto } from '@wrapsmith/core/contract';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { OFFLINE_MESSAGES, isNetworkFailure } from '../../api/offline.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { viewerOf } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { useSession } from '../../stores/session.ts';
import { WRAP_SHOP_WORKFLOW_KEYS } from '../../features/billing/billing-copy.ts';
import { useOfferWords } from '../../features/billing/billing-words.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { browserLocation } from '../../lib/browser-location.ts';
import { CancelPlanDialog } from './cancel-plan-dialog.tsx';
import { CreditAlertsCard } from './credit-alerts-card.tsx';
import { OfferCard } from './offer-card.tsx';
import { offerPrice, offerPriceIds } from './offer.ts';
import './subscription.css';

/** An answer without the data asked for: the spec's "failed" message, not the "unexpected" one. */
class EmptyAnswer extends Error {}

/**
 * A 403 carries the server's reason (team members); other answers get the spec's message; no answer says the
 * connection is down (the page loads again by itself when it returns), or else gives the spec's "unexpected" one.
 */
function loadErrorMessage(error: unknown, failed: string, unexpected: string, offline: string, english: boolean): string {
  if (error instanceof EmptyAnswer) return failed;
  if (isNetworkFailure(error)) return offline;
  const info = apiErrorInfo(error);
  if (info.status === undefined) return unexpected;
  // The server's reason is English (decision 099): another language says the screen's own failure.
  return info.status === 403 && info.message && english ? info.message : failed;
}

export function SubscriptionPage() {
  const api = useApi();
  const words = useOfferWords();
  const { s, english } = words;
  const common = useArea(COMMON);
  const offline = (which: 'list' | 'action') =>
    english ? OFFLINE_MESSAGES[which] : s(which === 'list' ? 'subscription.offlineList' : 'subscription.offlineAction');
  const accountType = useSession((s) => s.currentUser?.accountType);
  // Team members may look at the plans (the route is theirs) but only the owner buys; the server says the same.
  const canBuy = useSession((s) => (s.currentUser ? can(viewerOf(s.currentUser), 'billing:manage') : false));
  const { state: plans, reload: loadPlans } = useData('plans', async (api) => {
    const list: unknown = (await api.billing.plans()).data?.plans;
    if (!Array.isArray(list)) throw new EmptyAnswer();
    return list as PlanDto[];
  });
  const {
    state: subscription,
    reload: loadSubscription,
    update: updateSubscription,
  } = useData('subscription', async (api): Promise<SubscriptionDto> => {
    const { data } = await api.billing.subscription();
    if (!data) throw new EmptyAnswer();
    return data;
  });
  const plansMessage = plans.status === 'error' ? loadErrorMessage(plans.error, s('subscription.plansFailed'), s('subscription.plansUnexpected'), offline('list'), english) : null;
  const subscriptionMessage =
    subscription.status === 'error' ? loadErrorMessage(subscription.error, s('subscription.subscriptionFailed'), s('subscription.subscriptionUnexpected'), offline('list'), english) : null;
  const [processing, setProcessing] = useState<string | null>(null);
  // Shown in the card of the offer whose button was clicked, where the user is looking.
  const [checkoutError, setCheckoutError] = useState<{ offerId: string; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);


  async function startCheckout(offer: PlanDto) {
    setCheckoutError(null);
    setNotice(null);
    const price = offerPrice(offer);
    if (!price?.id) {
      setCheckoutError({ offerId: offer.id, message: s('subscription.invalidPrice') });
      return;
    }
    setProcessing(offer.id);
    try {
      const res = await api.billing.checkout(price.id);
      const url = res.data?.url;
      if (!url) {
        setCheckoutError({ offerId: offer.id, message: s('subscription.checkoutFailed') });
        setProcessing(null);
        return;
      }
      // The button stays on Processing... while the browser leaves for the checkout.
      browserLocation.assign(url);
    } catch (err) {
      const serverMessage = english ? apiErrorInfo(err).message : undefined;
      const message = isNetworkFailure(err) ? offline('action') : (serverMessage ?? words.t('billing.generic'));
      setCheckoutError({ offerId: offer.id, message });
      setProcessing(null);
    }
  }

  const sub = subscription.status === 'ready' ? subscription.data : null;
  const offers = plans.status === 'ready' ? plans.data : [];
  const planOffers = offers.filter((o) => o.kind === 'plan');
  const addons = offers.filter((o) => o.kind === 'addon');
  const packs = offers.filter((o) => o.kind === 'credits');
  const currentPlan = sub?.priceId ? planOffers.find((o) => offerPriceIds(o).includes(sub.priceId as string)) : undefined;
  const addonActive = accountType === 'addon_access_paid' || Boolean(sub?.addonActive);

  function buyButton(offer: PlanDto, label: string) {
    const price = offerPrice(offer);
    if (!price) {
      return (
        <Link to="/contact" className="ws-btn ws-btn--block">
          {s('subscription.contactUs')}
        </Link>
      );
    }
    const busy = processing === offer.id;
    return (
      <>
        {checkoutError?.offerId === offer.id ? <Alert tone="error">{checkoutError.message}</Alert> : null}
        <button
          type="button"
          className="ws-btn ws-btn--primary ws-btn--block"
          disabled={!canBuy || processing !== null}
          aria-busy={busy || undefined}
          onClick={() => void startCheckout(offer)}
        >
          {busy ? words.t('billing.processing') : label}
        </button>
      </>
    );
  }

  return (
    <div className="app-page wsb-page">
      <PageHeader title={s('subscription.title')}>{s('subscription.intro')}</PageHeader>

      {canBuy ? null : <Alert tone="info">{s('subscription.ownerOnly')}</Alert>}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {/* Offline, both loads fail the same way: the plans' message says it once. */}
      {subscriptionMessage !== null && plansMessage !== subscriptionMessage ? (
        <Alert tone="error">
          {subscriptionMessage}{' '}
          <button type="button" className="ws-link-btn" onClick={loadSubscription}>
            {common('common.retry')}
          </button>
        </Alert>
      ) : null}

      {plans.status === 'loading' ? <Spinner label={s('subscription.loadingPlans')} /> : null}
      {plansMessage !== null ? <LoadError message={plansMessage} retryLabel={common('common.retry')} onRetry={loadPlans} /> : null}
      {plans.status === 'ready' && offers.length === 0 ? <Alert tone="info">{s('subscription.noOffers')}</Alert> : null}

      {planOffers.length ? (
        <section className="wsb-section" aria-labelledby="wsb-plans">
          <h2 id="wsb-plans" className="wsb-section__title">
            {s('subscription.plansHeading')}
          </h2>
          <div className="wsb-grid">
            {planOffers.map((offer) => {
              const current = offer === currentPlan;
              return (
                <OfferCard key={offer.id} offer={offer} detail={s('subscription.monthlyCredits', { credits: words.number(offer.credits) })} badge={current ? s('subscription.currentPlan') : undefined} highlighted={current}>
                  {current && sub ? (
                    <>
                      {sub.currentPeriodEnd ? (
                        <p className="wsb-offer__period">{sub.status === 'canceling' ? s('subscription.endsOn', { date: words.longDate(sub.currentPeriodEnd) }) : s('subscription.renewsOn', { date: words.longDate(sub.currentPeriodEnd) })}</p>
                      ) : null}
                      {sub.status === 'active' && canBuy ? (
                        <button type="button" className="ws-btn ws-btn--block" disabled={processing !== null} onClick={() => setCancelling(true)}>
                          {s('subscription.cancelPlan')}
                        </button>
                      ) : null}
                    </>
                  ) : (
                    buyButton(offer, s('subscription.choosePlan'))
                  )}
                </OfferCard>
              );
            })}
          </div>
        </section>
      ) : null}

      {addons.length ? (
        <section className="wsb-section" aria-labelledby="wsb-addon">
          <h2 id="wsb-addon" className="wsb-section__title">
            {s('subscription.addonHeading')}
          </h2>
          <div className="wsb-grid">
            {addons.map((offer) => (
              <OfferCard key={offer.id} offer={offer} highlighted={addonActive}>
                {addonActive ? (
                  <button type="button" className="ws-btn ws-btn--block" disabled>
                    {s('subscription.addonActive')}
                  </button>
                ) : (
                  buyButton(offer, s('subscription.addAddon'))
                )}
              </OfferCard>
            ))}
          </div>
        </section>
      ) : null}

      {packs.length ? (
        <section className="wsb-section" aria-labelledby="wsb-credits">
          <h2 id="wsb-credits" className="wsb-section__title">
            {s('subscription.creditsHeading')}
          </h2>
          <p className="ws-muted">{s('subscription.creditsIntro')}</p>
          <div className="wsb-grid">
            {packs.map((offer) => (
              <OfferCard key={offer.id} offer={offer} detail={s('subscription.packCredits', { credits: words.number(offer.credits) })}>
                {buyButton(offer, s('subscription.buyCredits'))}
              </OfferCard>
            ))}
          </div>
        </section>
      ) : null}

      <CreditAlertsCard canEdit={canBuy} />

      <section className="ws-card ws-card--ink ws-on-ink wsb-workflow" aria-labelledby="wsb-workflow">
        <h2 id="wsb-workflow" className="ws-card__title">
          {s('subscription.workflowHeading')}
        </h2>
        <ul className="wsb-workflow__list">
          {WRAP_SHOP_WORKFLOW_KEYS.map((key) => (
            <li key={key}>{s(key)}</li>
          ))}
        </ul>
      </section>

      {cancelling && currentPlan && sub ? (
        <CancelPlanDialog
          planName={currentPlan.name}
          periodEnd={sub.currentPeriodEnd}
          onClose={() => setCancelling(false)}
          onCancelled={(next, message) => {
            updateSubscription(() => next);
            setNotice(message);
            setCancelling(false);
          }}
        />
      ) : null}
    </div>
  );
}
