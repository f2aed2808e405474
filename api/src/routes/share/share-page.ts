// The share link /v/:shopSlug: a small branded page, rendered here, that runs the widget full-page with the
// shop's share key (made on the first visit). Written with hono/html: every interpolated value is escaped.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { raw } from 'hono/html';
import { textColourOn } from '@wrapsmith/catalog';
import { eq } from 'drizzle-orm';
import { shops } from '../../db/schema/index.ts';
import { publicUrl } from '../../env.ts';
import type { AppEnv } from '../../lib/context.ts';
import { html, type Html } from '../../lib/html.ts';
import { ensureShareKey, getWidgetSettings } from '../../services/widget/index.ts';
import { logoUrl } from '../widget-assets/widget-assets.routes.ts';
import { firstRow } from '../../db/tx.ts';

const SLUG = /^[a-z0-9-]{1,64}$/;

/** The page only loads our own script, styles and images, and talks only to our own API. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // The widget puts its stylesheet inside its shadow root as a <style> element.
  "style-src 'self' 'unsafe-inline'",
  // Renders arrive as data: URLs.
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const PAGE_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export const SHARE_PAGE_TEXT = {
  title: (shop: string) => `${shop} — design your wrap`,
  description: (shop: string) => `Pick your vehicle, a vinyl brand, finish and colour, and see your wrap before ${shop} makes it real.`,
  heading: 'Design your wrap',
  notFoundTitle: 'Page Not Found',
  notFoundHome: 'Go to Home',
} as const;

const INK = '#0b1220';

const HEX = /^#[0-9a-f]{6}$/;

/** The page's own rules, after the shop's colours (custom properties) that they read. */
const PAGE_STYLE = raw(
  [
    '*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--page-bg);color:var(--page-fg);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    'header{display:flex;align-items:center;gap:12px;padding:12px clamp(16px,4vw,40px);background:var(--brand);color:var(--on-brand)}',
    'header img{height:40px;width:auto;max-width:160px;object-fit:contain}header h1{margin:0;font-size:1.25rem;line-height:1.2}header p{margin:0;font-size:.875rem;opacity:.85}',
    'main{flex:1;width:100%;max-width:1200px;margin:0 auto;padding:clamp(12px,3vw,32px)}',
  ].join(''),
);

const NOT_FOUND_STYLE = raw(
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7f9;color:#0b1220;text-align:center}a{color:#0b1220}',
);

const page = (head: Html[], body: Html[]) => html`<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

export function notFoundPage(c: Context<AppEnv>) {
  const { notFoundTitle: title, notFoundHome: home } = SHARE_PAGE_TEXT;
  c.header('Cache-Control', 'no-cache');
  return c.html(
    page(
      [
        html`<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
        html`<title>${title}</title><meta name="robots" content="noindex">`,
        html`<style>${NOT_FOUND_STYLE}</style>`,
      ],
      [html`<main><h1>${title}</h1><p><a href="/">${home}</a></p></main>`],
    ),
    404,
    PAGE_HEADERS,
  );
}

export async function sharePage(c: Context<AppEnv>, slug: string) {
  const { db, env, now } = c.get('deps');
  const shop = SLUG.test(slug) ? (await firstRow(db.select().from(shops).where(eq(shops.slug, slug)))) : undefined;
  if (!shop) return notFoundPage(c);
  const settings = await getWidgetSettings(db, shop.id);
  const key = await ensureShareKey(db, shop.id, new URL(publicUrl(env)).origin, now());
  const name = settings.displayName ?? shop.name;
  const primary = settings.primaryColor && HEX.test(settings.primaryColor) ? settings.primaryColor : INK;
  const dark = settings.theme === 'dark';
  const logo = settings.logoFile ? logoUrl(shop.id, settings.logoFile) : null;
  const title = SHARE_PAGE_TEXT.title(name);
  const description = SHARE_PAGE_TEXT.description(name);

  const head = [
    html`<meta charset="utf-8">`,
    html`<meta name="viewport" content="width=device-width, initial-scale=1">`,
    html`<title>${title}</title>`,
    html`<meta name="description" content="${description}">`,
    html`<meta property="og:title" content="${title}">`,
    html`<meta property="og:description" content="${description}">`,
    html`<meta name="theme-color" content="${primary}">`,
    ...(logo ? [html`<link rel="icon" href="${logo}">`] : []),
    html`<style>:root{--page-bg:${dark ? INK : '#f6f7f9'};--page-fg:${dark ? '#f3f4f6' : INK};--brand:${primary};--on-brand:${textColourOn(primary, INK)}}${PAGE_STYLE}</style>`,
  ];
  const body = [
    html`<header>`,
    ...(logo ? [html`<img src="${logo}" alt="">`] : []),
    html`<div><h1>${name}</h1><p>${SHARE_PAGE_TEXT.heading}</p></div>`,
    html`</header>`,
    html`<main><div data-wrapsmith-inline></div></main>`,
    html`<script async src="/widget.js" data-shop-key="${key.key}" data-mode="inline"></script>`,
  ];
  c.header('Cache-Control', 'no-cache');
  return c.html(page(head, body), 200, PAGE_HEADERS);
}

export function sharePageRoutes() {
  return new Hono<AppEnv>().get('/:shopSlug', (c) => sharePage(c, c.req.param('shopSlug')));
}
