// The share link /v/:shopSlug: a small branded page, rendered here, that runs the widget full-page with the
// shop's share key (made on the first visit). Written with hono/html: every interpolated value is escaped.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { raw } from 'hono/html';
import { textColourOn } from '@wrapsmith/catalog';
import { publicUrl } from '../../env.ts';
import type { AppEnv } from '../../lib/context.ts';
import { html, type Html } from '../../lib/html.ts';
import { ensureShareKey, getWidgetSettings } from '../../services/widget/index.ts';
import { logoUrl } from '../widget-assets/widget-assets.routes.ts';
import type { Shop } from '../../db/schema/index.ts';
import { findShopBySlug } from '../../services/accounts/index.ts';
import { sharedRenderPool } from '../../services/render/render-pool.ts';

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
  previewAlt: (shop: string) => `A car wrapped in ${shop}'s colour`,
  previewFilm: 'Design your wrap with',
  /** The owner switched the share link off (decision 067). */
  offTitle: (shop: string) => `${shop}'s visualizer is not available`,
  offBody: (shop: string) => `${shop} is not taking designs through this page at the moment. Please contact ${shop} directly.`,
  notFoundTitle: 'Page Not Found',
  notFoundHome: 'Go to Home',
} as const;

const INK = '#0b1220';

const HEX = /^#[0-9a-f]{6}$/;

/** The page's own rules, after the shop's colours (custom properties) that they read. */
const PAGE_STYLE = raw(
  [
    '*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--page-bg);color:var(--page-fg);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    // The widget's own header (logo, "Design your wrap with <shop>") is the page's one visible header.
    '.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
    'main{flex:1;width:100%;max-width:1200px;margin:0 auto;padding:clamp(12px,3vw,32px)}',
  ].join(''),
);

const NOT_FOUND_STYLE = raw(
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7f9;color:#0b1220;text-align:center}a{color:#0b1220}',
);

const page = (head: Html[], body: Html[]) => html`<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

/** A plain 404 page of the share link: a title and one line under it, not cached, kept out of search engines. */
function plainPage(c: Context<AppEnv>, title: string, body: Html) {
  c.header('Cache-Control', 'no-cache');
  return c.html(
    page(
      [
        html`<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
        html`<title>${title}</title><meta name="robots" content="noindex">`,
        html`<style>${NOT_FOUND_STYLE}</style>`,
      ],
      [html`<main><h1>${title}</h1>${body}</main>`],
    ),
    404,
    PAGE_HEADERS,
  );
}

export function notFoundPage(c: Context<AppEnv>) {
  const { notFoundTitle: title, notFoundHome: home } = SHARE_PAGE_TEXT;
  return plainPage(c, title, html`<p><a href="/">${home}</a></p>`);
}

/**
 * The shop behind a slug, or the answer to give instead: the 404 page, or for a slug the shop had before a rename a
 * redirect to its share link now (302, not cached: the shop may rename back and take the old slug again).
 */
async function shopOrAnswer(c: Context<AppEnv>, slug: string, suffix = ''): Promise<Shop | Response> {
  const found = SLUG.test(slug) ? await findShopBySlug(c.get('deps').db, slug) : undefined;
  if (!found) return notFoundPage(c);
  if (found.current) return found.shop;
  const query = new URL(c.req.url).search;
  c.header('Cache-Control', 'no-cache');
  return c.redirect(`/v/${found.shop.slug}${suffix}${query}`, 302);
}

const brandColour = (primary: string | null): string => (primary && HEX.test(primary) ? primary : INK);

/**
 * The share link switched off: a page that says so, with no widget and no key (none is made), answered 404 so
 * search engines drop it; the shop's name is public anyway (decision 067).
 */
function sharingOffPage(c: Context<AppEnv>, shop: Shop) {
  return plainPage(c, SHARE_PAGE_TEXT.offTitle(shop.name), html`<p>${SHARE_PAGE_TEXT.offBody(shop.name)}</p>`);
}

export async function sharePage(c: Context<AppEnv>, slug: string) {
  const { db, env, now } = c.get('deps');
  const shop = await shopOrAnswer(c, slug);
  if (shop instanceof Response) return shop;
  const settings = await getWidgetSettings(db, shop.id);
  if (!settings.shareLinkEnabled) return sharingOffPage(c, shop);
  const key = await ensureShareKey(db, shop.id, new URL(publicUrl(env)).origin, now());
  const name = shop.name;
  const primary = brandColour(settings.primaryColor);
  const dark = settings.theme === 'dark';
  const logo = settings.logoFile ? logoUrl(shop.id, settings.logoFile) : null;
  const title = SHARE_PAGE_TEXT.title(name);
  const description = SHARE_PAGE_TEXT.description(name);
  const pageUrl = `${publicUrl(env)}/v/${shop.slug}`;

  const head = [
    html`<meta charset="utf-8">`,
    html`<meta name="viewport" content="width=device-width, initial-scale=1">`,
    html`<title>${title}</title>`,
    html`<meta name="description" content="${description}">`,
    // The link preview chat apps and social sites show: title, description and a picture (the shop's colour on a car).
    html`<meta property="og:type" content="website">`,
    html`<meta property="og:url" content="${pageUrl}">`,
    html`<meta property="og:site_name" content="${name}">`,
    html`<meta property="og:title" content="${title}">`,
    html`<meta property="og:description" content="${description}">`,
    html`<meta property="og:image" content="${pageUrl}/preview.png">`,
    html`<meta property="og:image:width" content="${PREVIEW_SIZE.width}">`,
    html`<meta property="og:image:height" content="${PREVIEW_SIZE.height}">`,
    html`<meta property="og:image:alt" content="${SHARE_PAGE_TEXT.previewAlt(name)}">`,
    html`<meta name="twitter:card" content="summary_large_image">`,
    html`<meta name="theme-color" content="${primary}">`,
    ...(logo ? [html`<link rel="icon" href="${logo}">`] : []),
    html`<style>:root{--page-bg:${dark ? INK : '#f6f7f9'};--page-fg:${dark ? '#f3f4f6' : INK};--brand:${primary};--on-brand:${textColourOn(primary, INK)}}${PAGE_STYLE}</style>`,
  ];
  const body = [
    html`<main><h1 class="visually-hidden">${title}</h1><div data-wrapsmith-inline></div></main>`,
    html`<script async src="/widget.js" data-shop-key="${key.key}" data-mode="inline"></script>`,
  ];
  c.header('Cache-Control', 'no-cache');
  return c.html(page(head, body), 200, PAGE_HEADERS);
}

/** The link preview's size: what Open Graph readers show large (1.91:1). */
const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** Previews drawn in this process, per name and colour (a few per shop at most); the oldest goes first. */
const previews = new Map<string, Promise<Buffer>>();
const PREVIEWS_KEPT = 200;

function drawPreview(name: string, hex: string): Promise<Buffer> {
  const key = `${hex}|${name}`;
  let png = previews.get(key);
  if (!png) {
    png = sharedRenderPool()
      .draw({
        vehicle: { year: 2025, make: 'Tesla', model: 'Model 3', bodyStyle: 'sedan' },
        film: { brand: SHARE_PAGE_TEXT.previewFilm, code: '', name: name.slice(0, 100), hex, finish: 'gloss' },
        size: PREVIEW_SIZE,
        background: 'studio',
        view: 'three-quarter',
      })
      .then((drawn) => drawn.png);
    png.catch(() => previews.delete(key));
    previews.set(key, png);
    if (previews.size > PREVIEWS_KEPT) previews.delete(previews.keys().next().value as string);
  }
  return png;
}

/** /v/:shopSlug/preview.png: the share link's preview picture, a car in the shop's colour captioned with its name. */
export async function sharePreview(c: Context<AppEnv>, slug: string) {
  const shop = await shopOrAnswer(c, slug, '/preview.png');
  if (shop instanceof Response) return shop;
  const settings = await getWidgetSettings(c.get('deps').db, shop.id);
  if (!settings.shareLinkEnabled) return notFoundPage(c);
  const png = await drawPreview(shop.name, brandColour(settings.primaryColor));
  return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' });
}

export function sharePageRoutes() {
  return new Hono<AppEnv>()
    .get('/:shopSlug', (c) => sharePage(c, c.req.param('shopSlug')))
    .get('/:shopSlug/preview.png', (c) => sharePreview(c, c.req.param('shopSlug')));
}
