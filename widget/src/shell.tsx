// The frame around the visualizer: the shop's header (logo, name), its contact details and the credit line.
import type { ReactNode } from 'react';
import type { WidgetConfig } from './api.ts';
import { brandingProperties } from './branding.ts';
import { WIDGET_MESSAGES as M, widgetLocale } from './messages.ts';
import type { WrapsmithGlobals } from './queue.ts';

/** The loading line before the config: in the forced or the browser's language when the first control left it (issue 28). */
export const loadingLine = (): string => (window as WrapsmithGlobals).__wrapsmithLoading ?? M.loading;

export interface ShellProps {
  config: WidgetConfig | null;
  className: string;
  children: ReactNode;
}

/** A `.wsw` root: the design tokens live here, so the shop's branding overrides them here too. */
export function Shell({ config, className, children }: ShellProps) {
  const branding = config?.branding;
  const dark = branding?.theme === 'dark';
  return (
    <div
      className={`wsw ${className}${dark ? ' ws-theme-dark' : ''}`}
      lang={widgetLocale()}
      dir="ltr"
      data-corner={branding?.corner ?? 'rounded'}
      style={branding ? brandingProperties(branding) : undefined}
    >
      {children}
    </div>
  );
}

/** `failed`: the config did not load, so the header stops saying it is loading (the body says why). */
export function ShopHeader({ config, failed = false, titleId, action }: { config: WidgetConfig | null; failed?: boolean; titleId?: string; action?: ReactNode }) {
  const name = config?.branding.displayName ?? '';
  return (
    <header className="wsw-header">
      {config?.branding.logoUrl && <img className="wsw-logo" src={config.branding.logoUrl} alt="" />}
      <h2 id={titleId} className="wsw-title">
        {name ? M.dialogTitle(name) : failed ? M.unavailable : loadingLine()}
      </h2>
      {action}
    </header>
  );
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

export function ContactList({ shop }: { shop: WidgetConfig['shop'] }) {
  if (!shop.phone && !shop.email && !shop.website) return null;
  return (
    <ul className="wsw-contact" aria-label={M.contactHeading(shop.name)}>
      {shop.phone && (
        <li>
          <a href={telHref(shop.phone)}>{M.call(shop.phone)}</a>
        </li>
      )}
      {shop.email && (
        <li>
          <a href={`mailto:${shop.email}`}>{M.email(shop.email)}</a>
        </li>
      )}
      {shop.website && /^https?:\/\//.test(shop.website) && (
        <li>
          <a href={shop.website} target="_blank" rel="noopener">
            {M.website}
          </a>
        </li>
      )}
    </ul>
  );
}

/** `home` is the Wrapsmith origin the widget talks to, where the credit line points. */
export function ShopFooter({ config, home }: { config: WidgetConfig | null; home: string }) {
  if (!config) return null;
  return (
    <footer className="wsw-footer">
      <ContactList shop={config.shop} />
      {config.branding.poweredBy && (
        <a href={`${home}/?ref=widget`} target="_blank" rel="noopener">
          {M.poweredBy}
        </a>
      )}
    </footer>
  );
}
