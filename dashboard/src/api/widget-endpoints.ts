// Typed calls of docs/api.md "Widget settings" and "Leads": the shop's side of the embeddable widget.
// Answers are read through their route schemas (answers/widget.ts, loaded with the first call).
import type { KyInstance } from 'ky';
import type { LeadStatus, WidgetSettingsDto } from '@wrapsmith/core/contract';
import { lazyAnswer } from './lazy-answer.ts';
import { withPage, type PageRequest } from './page-params.ts';

const schemas = () => import('./answers/widget.ts');

/** What PUT /user/widget/settings takes: any of the readable fields but the four the server derives. */
export type WidgetSettingsBody = Partial<Omit<WidgetSettingsDto, 'logoUrl' | 'canHidePoweredBy' | 'shareUrl' | 'publicDailyCreditsDefault'>>;

export interface LeadQuery extends PageRequest {
  status?: LeadStatus | undefined;
  q?: string | undefined;
  /** True: the leads held for review (over the shop's lead caps) instead of the others. */
  held?: boolean | undefined;
}

export function widgetEndpoints(http: KyInstance) {
  return {
    settings: () => lazyAnswer(http.get('user/widget/settings'), schemas, 'settings'),
    saveSettings: (body: WidgetSettingsBody) => lazyAnswer(http.put('user/widget/settings', { json: body }), schemas, 'saveSettings'),
    uploadLogo: (file: Blob) => {
      const form = new FormData();
      form.append('logo', file);
      return lazyAnswer(http.post('user/widget/logo', { body: form }), schemas, 'uploadLogo');
    },
    removeLogo: () => lazyAnswer(http.delete('user/widget/logo'), schemas, 'removeLogo'),
    /** A page of keys, the live ones first: the first page holds every live key. */
    keys: (page: PageRequest = {}) => lazyAnswer(http.get('user/widget/keys', { searchParams: withPage(new URLSearchParams(), page) }), schemas, 'keys'),
    createKey: (body: { label: string; origins: string[] }) => lazyAnswer(http.post('user/widget/keys', { json: body }), schemas, 'createKey'),
    setKeyOrigins: (id: string, origins: string[]) =>
      lazyAnswer(http.put(`user/widget/keys/${encodeURIComponent(id)}/origins`, { json: { origins } }), schemas, 'setKeyOrigins'),
    revokeKey: (id: string) => lazyAnswer(http.post(`user/widget/keys/${encodeURIComponent(id)}/revoke`), schemas, 'revokeKey'),
    usage: (days: number) => lazyAnswer(http.get('user/widget/usage', { searchParams: { days } }), schemas, 'usage'),
    /** The brands the shop offers, which the widget can narrow further. */
    brands: () => lazyAnswer(http.get('user/tool/brands'), schemas, 'brands'),
  };
}

export function leadEndpoints(http: KyInstance) {
  return {
    list: (query: LeadQuery = {}) => {
      const searchParams = new URLSearchParams();
      if (query.status) searchParams.set('status', query.status);
      if (query.q?.trim()) searchParams.set('q', query.q.trim());
      if (query.held) searchParams.set('held', '1');
      return lazyAnswer(http.get('user/leads', { searchParams: withPage(searchParams, query) }), schemas, 'leadList');
    },
    get: (id: string) => lazyAnswer(http.get(`user/leads/${encodeURIComponent(id)}`), schemas, 'leadGet'),
    setStatus: (id: string, status: LeadStatus) => lazyAnswer(http.patch(`user/leads/${encodeURIComponent(id)}`, { json: { status } }), schemas, 'leadSetStatus'),
    /** A held lead into the Leads list. */
    release: (id: string) => lazyAnswer(http.post(`user/leads/${encodeURIComponent(id)}/release`), schemas, 'leadRelease'),
    /** A held lead deleted. */
    discard: (id: string) => lazyAnswer(http.delete(`user/leads/${encodeURIComponent(id)}`), schemas, 'leadDiscard'),
  };
}
