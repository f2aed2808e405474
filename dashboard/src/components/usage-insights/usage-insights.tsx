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
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { DASHBOARD } from '../../i18n/areas/dashboard/index.ts';
import { useDateLocale } from '../../i18n/areas/components/date-locale.ts';
import './usage-insights.css';

export const USAGE_DAYS = 14;

/** The English (tests read it); the panel reads the dashboard area. */
export const USAGE_MESSAGES = {
  title: 'Usage insights',
  subtitle: `Your website widget and share link, last ${USAGE_DAYS} days`,
  empty: `No widget activity in the last ${USAGE_DAYS} days`,
  emptyBody: 'Put the widget on your website or send your share link. Renders and leads from visitors show up here.',
  failed: 'Could not load usage insights.',
  chart: `Widget renders and leads per day, last ${USAGE_DAYS} days`,
} as const;

const formatDay = (date: string, locale?: string) => dateFormat({ month: 'short', day: 'numeric' }, 'day', locale).format(new Date(`${date}T00:00:00Z`));

const BAR_W = 7;
const SLOT = 24;
const PLOT_H = 100;
const TOP = 14;

function Chart({ usage }: { usage: WidgetUsageDto }) {
  const titleId = useId();
  const t = useArea(DASHBOARD);
  const peak = Math.max(1, ...usage.days.map((d) => Math.max(d.renders, d.leads)));
  const height = (n: number) => (n / peak) * PLOT_H;
  const width = usage.days.length * SLOT;
  return (
    <svg className="wsu-chart" viewBox={`0 0 ${width} ${TOP + PLOT_H + 18}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMidYMid meet">
      <title id={titleId}>{t('dashboard.usageChart', { days: USAGE_DAYS })}</title>
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
  const t = useArea(DASHBOARD);
  const common = useArea(COMMON);
  const dateLocale = useDateLocale();
  const quiet = usage ? usage.totals.renders === 0 && usage.totals.leads === 0 && usage.totals.credits === 0 : false;

  return (
    <section className="ws-card app-panel" aria-labelledby="usage-title">
      <div className="app-panel__head">
        <div>
          <h2 id="usage-title" className="ws-card__title">
            {t('dashboard.usageTitle')}
          </h2>
          <p className="ws-muted wsu-subtitle">{t('dashboard.usageSubtitle', { days: USAGE_DAYS })}</p>
        </div>
        <Link to="/settings/widget" className="ws-btn ws-btn--sm">
          {t('dashboard.widgetSettings')}
        </Link>
      </div>
      {state.status === 'loading' ? <Spinner label={t('dashboard.usageLoading')} /> : null}
      {state.status === 'error' ? (
        <div className="ws-row">
          <Alert tone="error">{t('dashboard.usageFailed')}</Alert>
          <button type="button" className="ws-btn ws-btn--sm" onClick={reload}>
            {common('common.retry')}
          </button>
        </div>
      ) : null}
      {usage ? (
        <>
          <dl className="wsu-totals">
            <div>
              <dt>{t('dashboard.widgetRenders')}</dt>
              <dd>{usage.totals.renders}</dd>
            </div>
            <div>
              <dt>{t('dashboard.leads')}</dt>
              <dd>{usage.totals.leads}</dd>
            </div>
            <div>
              <dt>{t('dashboard.creditsSpent')}</dt>
              <dd>{usage.totals.credits}</dd>
            </div>
          </dl>
          {quiet ? (
            <EmptyState title={t('dashboard.usageEmpty', { days: USAGE_DAYS })}>{t('dashboard.usageEmptyBody')}</EmptyState>
          ) : (
            <figure className="wsu-figure">
              <Chart usage={usage} />
              <figcaption className="wsu-legend">
                <span>
                  <span className="wsu-key wsu-key--renders" aria-hidden="true" /> {t('dashboard.renders')}
                </span>
                <span>
                  <span className="wsu-key wsu-key--leads" aria-hidden="true" /> {t('dashboard.leads')}
                </span>
                <span className="ws-muted">{t('dashboard.tallest', { peak: Math.max(1, ...usage.days.map((d) => Math.max(d.renders, d.leads))) })}</span>
              </figcaption>
              <details className="wsu-details">
                <summary>{t('dashboard.showTable')}</summary>
                <div className="ws-table-wrap">
                  <table className="ws-table">
                    <caption className="ws-visually-hidden">{t('dashboard.usageCaption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('dashboard.day')}</th>
                        <th scope="col">{t('dashboard.renders')}</th>
                        <th scope="col">{t('dashboard.leads')}</th>
                        <th scope="col">{t('dashboard.creditsSpent')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {usage.days.map((d) => (
                        <tr key={d.date}>
                          <th scope="row">{formatDay(d.date, dateLocale)}</th>
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
