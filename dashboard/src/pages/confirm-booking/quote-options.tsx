// The customer's options on the quote page (issue 25 item 3): each option with its picture, lines, tax and total in
// the quote's currency, a radio to pick one when there are several, and the accepted one marked once answered.
import { useId } from 'react';
import { formatMinor, formatQuantity, formatRate } from '@wrapsmith/core';
import type { PublicQuoteDto } from '@wrapsmith/core/contract';

export const QUOTE_OPTION_MESSAGES = {
  heading: (n: number) => (n > 1 ? 'Your options' : 'Your quote'),
  pick: 'Choose one option, then accept it below.',
  choose: (label: string) => `Choose ${label}`,
  chosen: 'Your choice',
  accepted: 'Accepted',
  linesCaption: (label: string) => `Lines of ${label}`,
  description: 'Item',
  quantity: 'Qty',
  amount: 'Amount',
  subtotal: 'Subtotal',
  subtotalInclusive: 'Subtotal (tax included)',
  discount: 'Discount',
  tax: (rate: number, on: string, inclusive: boolean) => `${inclusive ? 'Includes tax' : 'Tax'} ${formatRate(rate)} on ${on}`,
  total: 'Total',
  imageAlt: (label: string) => `Preview of option ${label}`,
  pdf: 'Download this quote (PDF)',
} as const;

const M = QUOTE_OPTION_MESSAGES;

interface Props {
  quote: PublicQuoteDto;
  /** The option picked on this page (several options, still waiting). */
  chosen: string | null;
  onChoose: ((id: string) => void) | null;
  disabled?: boolean;
}

export function QuoteOptions({ quote, chosen, onChoose, disabled = false }: Props) {
  const headingId = useId();
  const group = useId();
  const money = (amount: number) => formatMinor(amount, quote.currency);
  const several = quote.options.length > 1;
  if (quote.options.length === 0) return null;
  return (
    <section className="ws-stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="wsq-options__title">
        {M.heading(quote.options.length)}
      </h2>
      {several && onChoose ? <p>{M.pick}</p> : null}
      <div className="wsq-options" role={several && onChoose ? 'radiogroup' : undefined} aria-labelledby={several && onChoose ? headingId : undefined}>
        {quote.options.map((option) => {
          const accepted = quote.acceptedOptionId === option.id;
          const picked = chosen === option.id;
          const titleId = `${group}-${option.id}`;
          return (
            <article key={option.id} className={`ws-card wsq-option${picked || accepted ? ' wsq-option--chosen' : ''}`} aria-labelledby={titleId}>
              {option.imageUrl ? <img className="wsq-option__image" src={option.imageUrl} alt={M.imageAlt(option.label)} /> : null}
              <h3 id={titleId} className="wsq-option__title">
                {option.label}
                {accepted ? <span className="wsq-option__badge">{M.accepted}</span> : null}
              </h3>
              {option.film ? <p className="ws-muted wsq-option__film">{option.film}</p> : null}
              <p className="wsq-option__total">{money(option.totals.total)}</p>
              <div className="wsq-lines-wrap">
                <table className="ws-table wsq-lines">
                  <caption className="ws-visually-hidden">{M.linesCaption(option.label)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{M.description}</th>
                      <th scope="col" className="wsq-num wsq-lines__qty">{M.quantity}</th>
                      <th scope="col" className="wsq-num wsq-lines__amount">{M.amount}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {option.lines.map((line, i) => (
                      <tr key={i}>
                        <td>
                          {line.description}
                          {line.taxRate ? <span className="ws-muted"> · {formatRate(line.taxRate)}</span> : null}
                        </td>
                        <td className="wsq-num">{formatQuantity(line.quantityMilli)}</td>
                        <td className="wsq-num">{money(line.lineAmount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <dl className="wsq-totals">
                <div>
                  <dt>{quote.pricesIncludeTax ? M.subtotalInclusive : M.subtotal}</dt>
                  <dd>{money(option.totals.subtotal)}</dd>
                </div>
                {option.totals.discount !== 0 ? (
                  <div>
                    <dt>{M.discount}</dt>
                    <dd>{money(option.totals.discount)}</dd>
                  </div>
                ) : null}
                {option.totals.taxes
                  .filter((t) => t.rate !== 0)
                  .map((t) => (
                    <div key={t.rate}>
                      <dt>{M.tax(t.rate, money(t.taxable), quote.pricesIncludeTax)}</dt>
                      <dd>{money(t.tax)}</dd>
                    </div>
                  ))}
                <div className="wsq-totals__total">
                  <dt>{M.total}</dt>
                  <dd>{money(option.totals.total)}</dd>
                </div>
              </dl>
              {option.notes ? <p className="wsq-option__notes">{option.notes}</p> : null}
              {several && onChoose ? (
                <label className="wsq-option__choose">
                  <input type="radio" name={group} value={option.id} checked={picked} disabled={disabled} onChange={() => onChoose(option.id)} />
                  {M.choose(option.label)}
                </label>
              ) : null}
            </article>
          );
        })}
      </div>
      <p>
        <a href={quote.pdfUrl} target="_blank" rel="noopener">
          {M.pdf}
        </a>
      </p>
    </section>
  );
}
