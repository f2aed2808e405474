// Public images the widget shows on shops' websites and the owner's lead emails link to: shop logos and the PNGs
// of widget and share-link renders. No login and no Origin check: <img> tags send neither. A logo's name is its
// content hash and a render id is a random UUID, so the addresses cannot be guessed and never change content.
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { renders } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { logoKey } from '../../services/widget/index.ts';
import { firstRow } from '../../db/tx.ts';

const LOGO_FILE = /^[0-9a-f]{16,64}\.png$/;
const SHOP_ID = /^[A-Za-z0-9_-]{1,64}$/;
const RENDER_FILE = /^([A-Za-z0-9_-]{1,64})\.png$/;

export const logoUrl = (shopId: string, file: string): string => `/api/v1/widget-assets/logo/${shopId}/${file}`;

const png = (bytes: Buffer, cacheControl: string) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(bytes.length),
      'Cache-Control': cacheControl,
      // Shown on other websites: the default same-site resource policy would block them.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  });

export function widgetAssetRoutes() {
  return new Hono<AppEnv>()
    .get('/logo/:shopId/:file', async (c) => {
      const { shopId, file } = c.req.param();
      if (!SHOP_ID.test(shopId) || !LOGO_FILE.test(file)) throw notFound('Logo not found');
      const bytes = await c.get('deps').storage.get(logoKey(shopId, file));
      if (!bytes) throw notFound('Logo not found');
      return png(bytes, 'public, max-age=31536000, immutable');
    })
    .get('/renders/:file', async (c) => {
      const id = RENDER_FILE.exec(c.req.param('file'))?.[1];
      if (!id) throw notFound('Render not found');
      const row = await firstRow(c.get('deps').db
        .select({ imageKey: renders.imageKey })
        .from(renders)
        .where(and(eq(renders.id, id), inArray(renders.source, ['widget', 'share']))));
      const bytes = row ? await c.get('deps').storage.get(row.imageKey) : null;
      if (!bytes) throw notFound('Render not found');
      // A day, not a year: the shop may delete the render from My Wraps, and then it should go.
      return png(bytes, 'public, max-age=86400');
    });
}
