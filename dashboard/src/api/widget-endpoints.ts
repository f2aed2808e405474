// Typed calls of docs/api.md "Widget settings" and "Leads": the shop's side of the embeddable widget.
import type { KyInstance } from 'ky';
import type { BrandDto } from '@wrapsmith/core/contract';
import type { LeadDto, LeadStatus, WidgetKeyDto, WidgetSettingsDto, WidgetUsageDto } from '@wrapsmith/core/contract';
import type { Paged } from '@wrapsmith/core';
import { withPage, type PageRequest } from './page-params.ts';

/** What PUT /user/widget/settings takes: any of the readable fields but the four the server derives. */
export type WidgetSettingsBody = Partial<Omit<WidgetSettingsDto, 'logoUrl' | 'canHidePoweredBy' | 'shareUrl' | 'publicDailyCreditsDefault'>>;

export interface LeadQuery extends PageRequest {
  status?: LeadStatus | undefined;
  q?: string | undefined;
  /** True: the leads held for review (over the shop's lead caps) instead of the others. */
  held?: boolean | undefined;
}

type Saved<T> = { data: T; message: string };

export function widgetEndpoints(http: KyInstance) {
  return {
    settings: () => http.get('user/widget/settings').json<{ data: WidgetSettingsDto }>(),
    saveSettings: (body: WidgetSettingsBody) => http.put('user/widget/settings', { json: body }).json<Saved<WidgetSettingsDto>>(),
    uploadLogo: (file: Blob) => {
      const form = new FormData();
      form.append('logo', file);
      return http.post('user/widget/logo', { body: form }).json<Saved<WidgetSettingsDto>>();
    },
    removeLogo: () => http.delete('user/widget/logo').json<Saved<WidgetSettingsDto>>(),
    /** A page of keys, the live ones first: the first page holds every live key. */
    keys: (page: PageRequest = {}) => http.get('user/widget/keys', { searchParams: withPage(new URLSearchParams(), page) }).json<Paged<WidgetKeyDto>>(),
    createKey: (body: { label: string; origins: string[] }) => http.post('user/widget/keys', { json: body }).json<Saved<WidgetKeyDto>>(),
    setKeyOrigins: (id: string, origins: string[]) =>
      http.put(`user/widget/keys/${encodeURIComponent(id)}/origins`, { json: { origins } }).json<{ data: WidgetKeyDto }>(),
    revokeKey: (id: string) => http.post(`user/widget/keys/${encodeURIComponent(id)}/revoke`).json<{ data: WidgetKeyDto }>(),
    usage: (days: number) => http.get('user/widget/usage', { searchParams: { days } }).json<{ data: WidgetUsageDto }>(),
    /** The brands the shop offers, which the widget can narrow further. */
    brands: () => http.get('user/tool/brands').json<{ data: BrandDto[] }>(),
  };
}

export function leadEndpoints(http: KyInstance) {
  return {
    list: (query: LeadQuery = {}) => {
      const searchParams = new URLSearchParams();
      if (query.status) searchParams.set('status', query.status);
      if (query.q?.trim()) searchParams.set('q', query.q.trim());
      if (query.held) searchParams.set('held', '1');
      return http.get('user/leads', { searchParams: withPage(searchParams, query) }).json<Paged<LeadDto>>();
    },
    get: (id: string) => http.get(`user/leads/${encodeURIComponent(id)}`).json<{ data: LeadDto }>(),
    setStatus: (id: string, status: LeadStatus) => http.patch(`user/leads/${encodeURIComponent(id)}`, { json: { status } }).json<{ data: LeadDto }>(),
    /** A held lead into the Leads list. */
    release: (id: string) => http.post(`user/leads/${encodeURIComponent(id)}/release`).json<Saved<LeadDto>>(),
    /** A held lead deleted. */
    discard: (id: string) => http.delete(`user/leads/${encodeURIComponent(id)}`).json<{ data: { _id: string }; message: string }>(),
  };
}
