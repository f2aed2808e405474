// The customer's options on the quote page (issue 25 item 3): each option with its picture, lines, tax and total in
// the quote's currency, a radio to pick one when there are several, and the accepted one marked once answered; in the
// customer's language, money and numbers through Intl in it (issue 28 item 1).
import { useId } from 'react';
import { formatMoneyIn, formatNumber, type Locale } from '@wrapsmith/core/i18n';
import type { PublicQuoteDto } from '@wrapsmith/core/contract';
import type { QuoteWords } from '../../features/customer-page/i18n/quote.ts';

/** "8,875 %" in German: a rate in thousandths of a percent as the customer's language writes it. */
export function rateIn(locale: Locale, rate: number): string {
  return `${formatNumber(locale, rate / 1000, { maximumFractionDigits: 3 })} %`;
}

interface Props {
  quote: PublicQuoteDto;
  /** The option picked on this page (several options, still waiting). */
  chosen: string | null;
  onChoose: ((id: string) => void) | null;
  disabled?: boolean;
  /** The page's language and its words (decision 100). */
  locale: Locale;
  t: QuoteWords;
}

export function QuoteOptions({ quote, chosen, onChoose, disabled = false, locale, t }: Props) {
  const headingId = useId();
  const group = useId();
  const money = (amount: number) => formatMoneyIn(locale, { amount, currency: quote.currency });
  const several = quote.options.length > 1;
  if (quote.options.length === 0) return null;
  return (
    <section className="ws-stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="wsq-options__title">
        {t('options.heading', { count: quote.options.length })}
      </h2>
      {several && onChoose ? <p>{t('options.pick')}</p> : null}
      <div className="wsq-options" role={several && onChoose ? 'radiogroup' : undefined} aria-labelledby={several && onChoose ? headingId : undefined}>
        {quote.options.map((option) => {
          const accepted = quote.acceptedOptionId === option.id;
          const picked = chosen === option.id;
          const titleId = `${group}-${option.id}`;
          return (
            <article key={option.id} className={`ws-card wsq-option${picked || accepted ? ' wsq-option--chosen' : ''}`} aria-labelledby={titleId}>
              {option.imageUrl ? <img className="wsq-option__image" src={option.imageUrl} alt={t('options.imageAlt', { label: option.label })} /> : null}
              <h3 id={titleId} className="wsq-option__title">
                {option.label}
                {accepted ? <span className="wsq-option__badge">{t('options.accepted')}</span> : null}
              </h3>
              {option.film ? <p className="ws-muted wsq-option__film">{option.film}</p> : null}
              <p className="wsq-option__total">{money(option.totals.total)}</p>
              <div className="wsq-lines-wrap">
                <table className="ws-table wsq-lines">
                  <caption className="ws-visually-hidden">{t('options.lines', { label: option.label })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('options.item')}</th>
                      <th scope="col" className="wsq-num wsq-lines__qty">{t('options.quantity')}</th>
                      <th scope="col" className="wsq-num wsq-lines__amount">{t('options.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {option.lines.map((line, i) => (
                      <tr key={i}>
                        <td>
                          {line.description}
                          {line.taxRate ? <span className="ws-muted"> · {rateIn(locale, line.taxRate)}</span> : null}
                        </td>
                        <td className="wsq-num">{formatNumber(locale, line.quantityMilli / 1000, { maximumFractionDigits: 3 })}</td>
                        <td className="wsq-num">{money(line.lineAmount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <dl className="wsq-totals">
                <div>
                  <dt>{t(quote.pricesIncludeTax ? 'options.subtotalInclusive' : 'options.subtotal')}</dt>
                  <dd>{money(option.totals.subtotal)}</dd>
                </div>
                {option.totals.discount !== 0 ? (
                  <div>
                    <dt>{t('options.discount')}</dt>
                    <dd>{money(option.totals.discount)}</dd>
                  </div>
                ) : null}
                {option.totals.taxes
                  .filter((tax) => tax.rate !== 0)
                  .map((tax) => (
                    <div key={tax.rate}>
                      <dt>{t(quote.pricesIncludeTax ? 'options.taxIncluded' : 'options.tax', { rate: rateIn(locale, tax.rate), amount: money(tax.taxable) })}</dt>
                      <dd>{money(tax.tax)}</dd>
                    </div>
                  ))}
                <div className="wsq-totals__total">
                  <dt>{t('options.total')}</dt>
                  <dd>{money(option.totals.total)}</dd>
                </div>
              </dl>
              {option.notes ? <p className="wsq-option__notes">{option.notes}</p> : null}
              {several && onChoose ? (
                <label className="wsq-option__choose">
                  <input type="radio" name={group} value={option.id} checked={picked} disabled={disabled} onChange={() => onChoose(option.id)} />
                  {t('options.choose', { label: option.label })}
                </label>
              ) : null}
            </article>
          );
        })}
      </div>
      <p>
        <a href={quote.pdfUrl} target="_blank" rel="noopener">
          {t('options.pdf')}
        </a>
      </p>
    </section>
  );
}
