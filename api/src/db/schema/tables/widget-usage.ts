import { sql } from 'drizzle-orm';
import { defineTable } from '../kit.ts';

/**
 * Widget and share-link usage per shop and UTC day, derived from the renders, the credit ledger and the leads
 * themselves: there are no counters to drift. Credits are what the ledger took for those renders (refunds of
 * failed renders reference a render that was never stored, so they are not in here).
 *
 * The same rows in each engine's SQL: on PostgreSQL the UTC day comes from to_char(to_timestamp(…)) instead of
 * SQLite's date(…, 'unixepoch'), and the sums are cast back to integer (PostgreSQL sums integers into bigint, which
 * node-postgres would hand over as strings). Each body is kept byte for byte as its migration created the view.
 */
const usageSql = {
  sqlite: sql`
  select shop_id, day, sum(renders) as renders, sum(leads) as leads, sum(credits) as credits from (
    select r.shop_id as shop_id, date(r.created_at / 1000, 'unixepoch') as day, 1 as renders, 0 as leads,
      coalesce((select -sum(l.delta) from credit_ledger l where l.shop_id = r.shop_id and l.reference = r.id), 0) as credits
    from renders r where r.source in ('widget', 'share')
    union all
    select shop_id, date(created_at / 1000, 'unixepoch'), 0, 1, 0 from leads
  ) group by shop_id, day
`,
  postgres: sql`
  select shop_id, day, sum(renders)::integer as renders, sum(leads)::integer as leads, sum(credits)::integer as credits from (
    select r.shop_id as shop_id, to_char(to_timestamp(r.created_at / 1000) at time zone 'UTC', 'YYYY-MM-DD') as day, 1 as renders, 0 as leads,
      coalesce((select -sum(l.delta) from credit_ledger l where l.shop_id = r.shop_id and l.reference = r.id), 0) as credits
    from renders r where r.source in ('widget', 'share')
    union all
    select shop_id, to_char(to_timestamp(created_at / 1000) at time zone 'UTC', 'YYYY-MM-DD'), 0, 1, 0 from leads
  ) as usage_rows group by shop_id, day
`,
};

export const widgetUsageDaily = defineTable((k) =>
  k
    .view('widget_usage_daily', {
      shopId: k.text('shop_id').notNull(),
      day: k.text('day').notNull(),
      renders: k.integer('renders').notNull(),
      leads: k.integer('leads').notNull(),
      credits: k.integer('credits').notNull(),
    })
    .as(k.pick(usageSql)),
);
