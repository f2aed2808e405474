// Issue 24 item 5: a lead's film reads through core's one rule in every place the API says it: the owner's email,
// the in-app notification and the CSV export. A film whose name starts with its brand says the brand once.
import { leadFilmLabel } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, type LeadSnapshot } from '../../db/schema/index.ts';
import { lastEmailTo } from '../../test/app.ts';
import { csvRowsOf } from '../../test/csv.ts';
import { SHOP_ORIGIN, widgetApp } from '../../test/widget.ts';
import { createLead } from './index.ts';

const SNAPSHOT: LeadSnapshot = {
  vehicle: { year: 2021, make: 'Ford', model: 'F-150', bodyStyle: 'pickup', source: 'catalogue' },
  // An imported film named with its brand, as some charts name them.
  film: { id: null, brand: '3M', name: '3M 2080 Gloss Black', code: 'G12', colorCode: '#0b0b0c', finish: 'gloss' },
  withoutPicture: 'no_credits',
};
const LABEL = '3M 2080 Gloss Black (G12)';

describe('issue 24 item 5: a lead’s film label, from core, in the email, the notification and the CSV', () => {
  it('says the brand once for a film whose name starts with it, everywhere', async () => {
    expect(leadFilmLabel(SNAPSHOT.film)).toBe(LABEL);
    const t = await widgetApp({ credits: 0, planKey: 'pro' });
    const { created } = await createLead(t.deps, {
      shop: t.owner.shop,
      keyId: t.key.id,
      render: null,
      snapshot: SNAPSHOT,
      lead: { name: 'Dana Reyes', email: 'dana@example.com', pageUrl: `${SHOP_ORIGIN}/wraps` },
      origin: SHOP_ORIGIN,
      visitorId: null,
    });
    expect(created).toBe(true);

    const email = await lastEmailTo(t.deps, t.owner.user.email);
    expect(email?.subject).toContain(`2021 Ford F-150 in ${LABEL}`);
    expect(email?.text).toContain(LABEL);
    expect(email?.text).not.toContain('3M 3M');

    const [note] = await t.deps.db.select().from(notifications).where(eq(notifications.shopId, t.owner.shop.id));
    expect(note?.body.startsWith(`${LABEL} · dana@example.com`)).toBe(true);

    const res = await t.app.request('/api/v1/user/leads/export.csv', { headers: t.auth });
    expect(res.status).toBe(200);
    const [, row] = await csvRowsOf(res);
    expect(row).toContain(`,${LABEL},`);
    expect(row).not.toContain('3M 3M');
  });
});
