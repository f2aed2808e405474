// The public widget API's answers that the API sends and the widget reads (docs/widget.md): one declaration for
// both sides. Types only, so importing them adds nothing to the widget's download.

/** The extras a widget may offer beside the full wrap. */
export type WidgetZone = 'roof' | 'mirrors' | 'chromeDelete' | 'calipers' | 'windowTint' | 'ppf';

export type WidgetCorner = 'rounded' | 'square' | 'pill';

/** The `data` of GET /widget/:key/config. Contact details, the logo and colours the shop has not set are null. */
export interface WidgetConfig {
  shop: { name: string; slug: string; phone: string | null; email: string | null; website: string | null };
  branding: {
    /** The widget's display name, else the shop's name. */
    displayName: string;
    /** Absolute URL of the logo. */
    logoUrl: string | null;
    /** #rrggbb */
    primary: string | null;
    /** #rrggbb */
    accent: string | null;
    corner: WidgetCorner;
    theme: 'light' | 'dark';
    /** False only for a shop on the Pro plan that hid it. */
    poweredBy: boolean;
  };
  zones: WidgetZone[];
}

/** GET /widget/:key/config. */
export interface WidgetConfigResponse {
  data: WidgetConfig;
}
