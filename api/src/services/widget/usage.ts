// Widget and share-link usage per day for the dashboard, read from the widget_usage_daily view.
import { gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { widgetUsageDaily } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { DAY } from '@wrapsmith/core';

export interface UsageDay {
  /** UTC date, YYYY-MM-DD. */
  date: string;
  renders: number;
  leads: number;
  credits: number;
}

const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The last `days` UTC days up to today, oldest first, every day present (zeros included). */
export async function widgetUsage(db: Db, shopId: string, days: number, now: Date): Promise<{ days: UsageDay[]; totals: Omit<UsageDay, 'date'> }> {
  const dates = Array.from({ length: days }, (_, i) => isoDay(new Date(now.getTime() - (days - 1 - i) * DAY)));
  const first = dates[0] ?? isoDay(now);
  const rows = await db
    .select()
    .from(widgetUsageDaily)
    .where(forShop(shopId).where(widgetUsageDaily, gte(widgetUsageDaily.day, first)));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series = dates.map((date) => {
    const row = byDay.get(date);
    return { date, renders: row?.renders ?? 0, leads: row?.leads ?? 0, credits: row?.credits ?? 0 };
  });
  const totals = series.reduce((sum, d) => ({ renders: sum.renders + d.renders, leads: sum.leads + d.leads, credits: sum.credits + d.credits }), {
    renders: 0,
    leads: 0,
    credits: 0,
  });
  return { days: series, totals };
}
