// The widget's vocabulary and limits, shared by the API (validation, storage) and the contract (contract/widget.ts
// declares the public widget API's answers: docs/widget.md). No zod here.

/** The extras a widget may offer beside the full wrap. */
export const WIDGET_ZONES = ['roof', 'mirrors', 'chromeDelete', 'calipers', 'windowTint', 'ppf'] as const;
export type WidgetZone = (typeof WIDGET_ZONES)[number];

export const WIDGET_CORNERS = ['rounded', 'square', 'pill'] as const;
export type WidgetCorner = (typeof WIDGET_CORNERS)[number];

export const WIDGET_THEMES = ['light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

export const WIDGET_KEY_KINDS = ['embed', 'share'] as const;

/** The most an owner may let public renders spend in 24 hours: the setting guards credits, it is not meant to be switched off (decision 067). */
export const PUBLIC_DAILY_CREDITS_MAX = 10_000;

/** At most this many origins per key: enough for real shops, a bound on abuse. */
export const MAX_ORIGINS_PER_KEY = 20;
