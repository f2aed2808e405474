import { sql } from 'drizzle-orm';
import { integer, sqliteView, text } from 'drizzle-orm/sqlite-core';

/**
 * Widget and share-link usage per shop and UTC day, derived from the renders, the credit ledger and the leads
 * themselves: there are no counters to drift. Credits are what the ledger took for those renders (refunds of
 * failed renders reference a render that was never stored, so they are not in here).
 */
export const widgetUsageDaily = sqliteView('widget_usage_daily', {
  shopId: text('shop_id').notNull(),
  day: text('day').notNull(),
  renders: integer('renders').notNull(),
  leads: integer('leads').notNull(),
  credits: integer('credits').notNull(),
}).as(sql`
  select shop_id, day, sum(renders) as renders, sum(leads) as leads, sum(credits) as credits from (
    select r.shop_id as shop_id, date(r.created_at / 1000, 'unixepoch') as day, 1 as renders, 0 as leads,
      coalesce((select -sum(l.delta) from credit_ledger l where l.shop_id = r.shop_id and l.reference = r.id), 0) as credits
    from renders r where r.source in ('widget', 'share')
    union all
    select shop_id, date(created_at / 1000, 'unixepoch'), 0, 1, 0 from leads
  ) group by shop_id, day
`);
