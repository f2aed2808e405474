// One thing on sale on the plans page: a plan, the add-on or a credit pack, with its price, credits, features
// and the description cut at 100 characters (Read More / Show Less, spec §9).
import { useId, useState, type ReactNode } from 'react';
import type { PlanDto } from '@wrapsmith/core/contract';
import { useOfferWords } from '../../features/billing/billing-words.ts';
import { offerPrice, truncateDescription } from './offer.ts';

function Description({ text }: { text: string }) {
  const { s } = useOfferWords();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { short, truncated } = truncateDescription(text);
  if (!text) return null;
  return (
    <p className="wsb-offer__description">
      <span id={id}>{expanded || !truncated ? text : short}</span>
      {truncated ? (
        <>
          {' '}
          <button type="button" className="ws-link-btn" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
            {expanded ? s('subscription.showLess') : s('subscription.readMore')}
          </button>
        </>
      ) : null}
    </p>
  );
}

export function OfferCard({
  offer,
  detail,
  badge,
  highlighted = false,
  children,
}: {
  offer: PlanDto;
  /** A line under the price: monthly credits, or the credits a pack adds. */
  detail?: string;
  badge?: string;
  highlighted?: boolean;
  /** The card's actions and status lines. */
  children: ReactNode;
}) {
  const titleId = useId();
  const words = useOfferWords();
  const price = offerPrice(offer);
  const features = words.features(offer);
  return (
    <article className={`ws-card wsb-offer${highlighted ? ' wsb-offer--current' : ''}`} aria-labelledby={titleId}>
      <div className="wsb-offer__head">
        <h3 id={titleId} className="wsb-offer__name">
          {words.offerName(offer.name)}
        </h3>
        {badge ? <span className="ws-badge wsb-offer__badge">{badge}</span> : null}
      </div>
      <p className={price ? 'wsb-offer__price' : 'wsb-offer__price wsb-offer__price--contact'}>{price ? words.price(price.unitAmount, price.currency, price.interval) : words.s('subscription.contactForPricing')}</p>
      {detail ? <p className="wsb-offer__detail">{detail}</p> : null}
      <Description text={words.description(offer)} />
      {features.length ? (
        <ul className="wsb-offer__features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <div className="wsb-offer__actions">{children}</div>
    </article>
  );
}
