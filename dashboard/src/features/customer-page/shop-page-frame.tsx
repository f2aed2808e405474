// The frame of the shop's pages for its customer (the quote page, the tracking page): the shop's colours, a skip
// link, the header with its logo and name, the page's title and content, and the footer with its contact links.
import type { ReactNode } from 'react';
import { shopBrandStyle } from './shop-brand.ts';
import './customer-page.css';

export interface FramedShop {
  name: string;
  logoUrl: string | null;
  primaryColor: string | null;
  accentColor: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  poweredBy: boolean;
}

export interface FrameWords {
  skip: string;
  logoAlt: (shop: string) => string;
  contact: string;
  poweredBy: string;
}

/** The shop's contact links, " · " between them: phone, email, and a web address when it is http(s). */
function ContactLinks({ shop }: { shop: FramedShop }) {
  return [
    shop.phone ? (
      <a key="phone" href={`tel:${shop.phone.replace(/[^+0-9]/g, '')}`}>
        {shop.phone}
      </a>
    ) : null,
    shop.email ? (
      <a key="email" href={`mailto:${shop.email}`}>
        {shop.email}
      </a>
    ) : null,
    shop.website && /^https?:\/\//i.test(shop.website) ? (
      <a key="web" href={shop.website} rel="noopener noreferrer">
        {shop.website.replace(/^https?:\/\//, '')}
      </a>
    ) : null,
  ]
    .filter(Boolean)
    .flatMap((link, i) => (i === 0 ? [link] : [' · ', link]));
}

/** `shop` is null while the page loads or when its link is not valid: no branding, no footer. */
export function ShopPageFrame({ shop, words, title, children, after, lang }: { shop: FramedShop | null | undefined; words: FrameWords; title: string; children: ReactNode; after?: ReactNode; lang?: string }) {
  return (
    <div className="site wsq-site" lang={lang} style={shop ? shopBrandStyle(shop) : undefined}>
      <a className="ws-skip-link ws-btn ws-btn--primary" href="#main">
        {words.skip}
      </a>
      <header className="wsq-brand">
        <div className="wsq-brand__inner">
          {shop?.logoUrl ? <img className="wsq-brand__logo" src={shop.logoUrl} alt={words.logoAlt(shop.name)} /> : null}
          {shop ? <p className="wsq-brand__name">{shop.name}</p> : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="site-main landing-section">
        <div className="landing-wrap ws-stack app-narrow">
          <h1>{title}</h1>
          {children}
        </div>
      </main>
      {shop ? (
        <footer className="wsq-footer">
          <div className="wsq-footer__inner ws-stack">
            {shop.email || shop.phone || shop.website ? (
              <p className="wsq-contact" data-testid="shop-contact">
                {words.contact} <ContactLinks shop={shop} />
              </p>
            ) : null}
            {shop.poweredBy ? <p className="ws-muted wsq-powered">{words.poweredBy}</p> : null}
          </div>
        </footer>
      ) : null}
      {after}
    </div>
  );
}
