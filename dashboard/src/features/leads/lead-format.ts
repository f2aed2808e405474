// How a lead's vehicle, film and dates read in the table and the detail view.
import type { LeadDto } from '@wrapsmith/core/contract';
import { leadFilmLabel, leadVehicleLabel } from '@wrapsmith/core/rules';
import { useArea } from '../../i18n/area.ts';
import { LEADS } from '../../i18n/areas/leads/index.ts';
import { dateFormat } from '../../lib/shop-conventions.ts';

/** "2022 Toyota GR Supra"; a car the visitor typed in for their photo says so ("… (as given by the visitor)"). */
export function vehicleText(lead: Pick<LeadDto, 'vehicle'>): string {
  return lead.vehicle ? leadVehicleLabel(lead.vehicle) : '—';
}

/**
 * The same in the reader's language: core says "(as given by the visitor)" in English (the API's emails and CSV keep
 * it), so the screens word the car's name and that note through the leads area instead.
 */
export function useLeadVehicleText(): (lead: Pick<LeadDto, 'vehicle'>) => string {
  const t = useArea(LEADS);
  return (lead) => {
    if (!lead.vehicle) return '—';
    const { source, ...car } = lead.vehicle;
    const name = leadVehicleLabel(car);
    return source === 'visitor' ? t('leads.givenByVisitor', { vehicle: name }) : name;
  };
}

/** "3M Gloss Black (G12)": core's one rule (the brand once, the code unless the name has it), as the API's emails and CSV say it. */
export function filmText(lead: Pick<LeadDto, 'film'>): string {
  return leadFilmLabel(lead.film);
}

/** A calendar day (YYYY-MM-DD) as the visitor picked it, in the shop's locale: read in UTC so no time zone moves it a day. */
export function formatDay(day: string | null): string {
  if (!day) return '—';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateFormat({ dateStyle: 'medium' }, 'day').format(date);
}

/** The page a lead came from, short: host and path. */
export function pageText(pageUrl: string): string {
  if (!URL.canParse(pageUrl)) return pageUrl;
  const url = new URL(pageUrl);
  return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}

export function isWebAddress(value: string): boolean {
  return /^https?:\/\//i.test(value) && URL.canParse(value);
}
