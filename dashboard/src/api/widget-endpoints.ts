// Typed calls of docs/api.md "Widget settings" and "Leads": the shop's side of the embeddable widget.
import { answer, byPageNumber } from './read-answer.ts';
import { leadAnswers, toolAnswers, widgetSettingsAnswers } from '@wrapsmith/core/contract';
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
    settings: () => answer(http.get('user/widget/settings'), widgetSettingsAnswers.getWidgetSettings),
    saveSettings: (body: WidgetSettingsBody) => answer(http.put('user/widget/settings', { json: body }), widgetSettingsAnswers.putWidgetSettings),
    uploadLogo: (file: Blob) => {
      const form = new FormData();
      form.append('logo', file);
      return answer(http.post('user/widget/logo', { body: form }), widgetSettingsAnswers.uploadWidgetLogo);
    },
    removeLogo: () => answer(http.delete('user/widget/logo'), widgetSettingsAnswers.deleteWidgetLogo),
    /** A page of keys, the live ones first: the first page holds every live key. */
    keys: (page: PageRequest = {}) => answer(http.get('user/widget/keys', { searchParams: withPage(new URLSearchParams(), page) }), widgetSettingsAnswers.listWidgetKeys),
    createKey: (body: { label: string; origins: string[] }) => answer(http.post('user/widget/keys', { json: body }), widgetSettingsAnswers.createWidgetKey),
    setKeyOrigins: (id: string, origins: string[]) =>
      answer(http.put(`user/widget/keys/${encodeURIComponent(id)}/origins`, { json: { origins } }), widgetSettingsAnswers.setWidgetKeyOrigins),
    revokeKey: (id: string) => answer(http.post(`user/widget/keys/${encodeURIComponent(id)}/revoke`), widgetSettingsAnswers.revokeWidgetKey),
    usage: (days: number) => answer(http.get('user/widget/usage', { searchParams: { days } }), widgetSettingsAnswers.getWidgetUsage),
    /** The brands the shop offers, which the widget can narrow further. */
    brands: () => answer(http.get('user/tool/brands'), toolAnswers.getBrands),
  };
}

export function leadEndpoints(http: KyInstance) {
  return {
    list: (query: LeadQuery = {}) => {
      const searchParams = new URLSearchParams();
      if (query.status) searchParams.set('status', query.status);
      if (query.q?.trim()) searchParams.set('q', query.q.trim());
      if (query.held) searchParams.set('held', '1');
      return byPageNumber(answer(http.get('user/leads', { searchParams: withPage(searchParams, query) }), leadAnswers.listLeads));
    },
    get: (id: string) => answer(http.get(`user/leads/${encodeURIComponent(id)}`), leadAnswers.getLead),
    setStatus: (id: string, status: LeadStatus) => answer(http.patch(`user/leads/${encodeURIComponent(id)}`, { json: { status } }), leadAnswers.updateLead),
    /** A held lead into the Leads list. */
    release: (id: string) => answer(http.post(`user/leads/${encodeURIComponent(id)}/release`), leadAnswers.releaseLead),
    /** A held lead deleted. */
    discard: (id: string) => answer(http.delete(`user/leads/${encodeURIComponent(id)}`), leadAnswers.discardLead),
  };
}
