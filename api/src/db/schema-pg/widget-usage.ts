// PostgreSQL twin of ../schema-sqlite/widget-usage.ts (docs/decisions/037): the same rows, in PostgreSQL's SQL. The UTC day
// comes from to_char(to_timestamp(…)) instead of SQLite's date(…, 'unixepoch'), and the sums are cast back to integer
// (PostgreSQL sums integers into bigint, which node-postgres would hand over as strings).
import { sql } from 'drizzle-orm';
import { integer, pgView, text } from 'drizzle-orm/pg-core';

export const widgetUsageDaily = pgView('widget_usage_daily', {
  shopId: text('shop_id').notNull(),
  day: text('day').notNull(),
  renders: integer('renders').notNull(),
  leads: integer('leads').notNull(),
  credits: integer('credits').notNull(),
}).as(sql`
  select shop_id, day, sum(renders)::integer as renders, sum(leads)::integer as leads, sum(credits)::integer as credits from (
    select r.shop_id as shop_id, to_char(to_timestamp(r.created_at / 1000) at time zone 'UTC', 'YYYY-MM-DD') as day, 1 as renders, 0 as leads,
      coalesce((select -sum(l.delta) from credit_ledger l where l.shop_id = r.shop_id and l.reference = r.id), 0) as credits
    from renders r where r.source in ('widget', 'share')
    union all
    select shop_id, to_char(to_timestamp(created_at / 1000) at time zone 'UTC', 'YYYY-MM-DD'), 0, 1, 0 from leads
  ) as usage_rows group by shop_id, day
`);
