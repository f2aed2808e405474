// Usage insights on the Dashboard: the last 14 days of widget and share-link renders, the leads they brought
// and the credits they spent (GET /user/widget/usage), as a bar chart with the same numbers as a table.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { WidgetUsageDto } from '@wrapsmith/core/contract';
import { useData } from '../../hooks/use-data.ts';
import { Alert } from '../alert.tsx';
import { EmptyState } from '../empty-state.tsx';
import { Spinner } from '../loading.tsx';
import { dateFormat } from '../../lib/shop-conventions.ts';
import './usage-insights.css';

export const USAGE_DAYS = 14;

export const USAGE_MESSAGES = {
  title: 'Usage insights',
  subtitle: `Your website widget and share link, last ${USAGE_DAYS} days`,
  empty: `No widget activity in the last ${USAGE_DAYS} days`,
  emptyBody: 'Put the widget on your website or send your share link. Renders and leads from visitors show up here.',
  failed: 'Could not load usage insights.',
  chart: `Widget renders and leads per day, last ${USAGE_DAYS} days`,
} as const;

const formatDay = (date: string) => dateFormat({ month: 'short', day: 'numeric' }, 'day').format(new Date(`${date}T00:00:00Z`));

const BAR_W = 7;
const SLOT = 24;
const PLOT_H = 100;
const TOP = 14;

function Chart({ usage }: { usage: WidgetUsageDto }) {
  const titleId = useId();
  const peak = Math.max(1, ...usage.days.map((d) => Math.max(d.renders, d.leads)));
  const height = (n: number) => (n / peak) * PLOT_H;
  const width = usage.days.length * SLOT;
  return (
    <svg className="wsu-chart" viewBox={`0 0 ${width} ${TOP + PLOT_H + 18}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMidYMid meet">
      <title id={titleId}>{USAGE_MESSAGES.chart}</title>
      <line x1="0" x2={width} y1={TOP + PLOT_H} y2={TOP + PLOT_H} className="wsu-chart__axis" />
      <text x="0" y="9" className="wsu-chart__peak">
        {peak}
      </text>
      <line x1="0" x2={width} y1={TOP} y2={TOP} className="wsu-chart__grid" />
      {usage.days.map((d, i) => {
        const x = i * SLOT + (SLOT - BAR_W * 2 - 2) / 2;
        return (
          <g key={d.date}>
            <rect x={x} y={TOP + PLOT_H - height(d.renders)} width={BAR_W} height={height(d.renders)} className="wsu-chart__renders" />
            <rect x={x + BAR_W + 2} y={TOP + PLOT_H - height(d.leads)} width={BAR_W} height={height(d.leads)} className="wsu-chart__leads" />
            <text x={i * SLOT + SLOT / 2} y={TOP + PLOT_H + 13} textAnchor="middle" className="wsu-chart__day">
              {Number(d.date.slice(8, 10))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function UsageInsights() {
  const { state, reload } = useData('usage', async (api) => (await api.widget.usage(USAGE_DAYS)).data);
  const usage = state.status === 'ready' ? state.data : null;
  const quiet = usage ? usage.totals.renders === 0 && usage.totals.leads === 0 && usage.totals.credits === 0 : false;

  return (
    <section className="ws-card app-panel" aria-labelledby="usage-title">
      <div className="app-panel__head">
        <div>
          <h2 id="usage-title" className="ws-card__title">
            {USAGE_MESSAGES.title}
          </h2>
          <p className="ws-muted wsu-subtitle">{USAGE_MESSAGES.subtitle}</p>
        </div>
        <Link to="/settings/widget" className="ws-btn ws-btn--sm">
          Widget settings
        </Link>
      </div>
      {state.status === 'loading' ? <Spinner label="Loading usage…" /> : null}
      {state.status === 'error' ? (
        <div className="ws-row">
          <Alert tone="error">{USAGE_MESSAGES.failed}</Alert>
          <button type="button" className="ws-btn ws-btn--sm" onClick={reload}>
            Try again
          </button>
        </div>
      ) : null}
      {usage ? (
        <>
          <dl className="wsu-totals">
            <div>
              <dt>Widget renders</dt>
              <dd>{usage.totals.renders}</dd>
            </div>
            <div>
              <dt>Leads</dt>
              <dd>{usage.totals.leads}</dd>
            </div>
            <div>
              <dt>Credits spent</dt>
              <dd>{usage.totals.credits}</dd>
            </div>
          </dl>
          {quiet ? (
            <EmptyState title={USAGE_MESSAGES.empty}>{USAGE_MESSAGES.emptyBody}</EmptyState>
          ) : (
            <figure className="wsu-figure">
              <Chart usage={usage} />
              <figcaption className="wsu-legend">
                <span>
                  <span className="wsu-key wsu-key--renders" aria-hidden="true" /> Renders
                </span>
                <span>
                  <span className="wsu-key wsu-key--leads" aria-hidden="true" /> Leads
                </span>
                <span className="ws-muted">Days in UTC; the tallest bar is {Math.max(1, ...usage.days.map((d) => Math.max(d.renders, d.leads)))}.</span>
              </figcaption>
              <details className="wsu-details">
                <summary>Show the numbers as a table</summary>
                <div className="ws-table-wrap">
                  <table className="ws-table">
                    <caption className="ws-visually-hidden">Widget usage per day</caption>
                    <thead>
                      <tr>
                        <th scope="col">Day</th>
                        <th scope="col">Renders</th>
                        <th scope="col">Leads</th>
                        <th scope="col">Credits spent</th>
                      </tr>
                    </thead>
                    <tbody>
                      {usage.days.map((d) => (
                        <tr key={d.date}>
                          <th scope="row">{formatDay(d.date)}</th>
                          <td>{d.renders}</td>
                          <td>{d.leads}</td>
                          <td>{d.credits}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </figure>
          )}
        </>
      ) : null}
    </section>
  );
}
