// Where the calendar's weeks start (issue 28 item 2, decision 098's update): where the shop's country starts them —
// Monday in most of Europe, Sunday in the US, Canada, Brazil and Mexico, Saturday in much of the Gulf and North
// Africa. The runtime's CLDR data answers through `Intl.Locale#getWeekInfo()` (or the older `weekInfo` getter);
// where it has neither (Firefox), a small table by region from the same data, Monday otherwise (ISO 8601).

/** Sunday = 0 … Saturday = 6, as Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

// CLDR's weekData firstDay (supplemental data), regions whose week does not start on Monday.
const SUNDAY =
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(' ');
const SATURDAY = 'AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' ');

/** The table's answer for a region (uppercase ISO 3166 code). */
export function fallbackFirstDay(region: string | undefined): Weekday {
  if (region && SUNDAY.includes(region)) return 0;
  if (region && SATURDAY.includes(region)) return 6;
  return 1;
}

type WeekInfo = { firstDay?: number };
type WithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The first day of the week in `locale`'s region ("en-DE" → Monday = 1, "en-US" → Sunday = 0). */
export function firstDayOfWeek(locale: string): Weekday {
  let tag: WithWeekInfo;
  try {
    tag = new Intl.Locale(locale) as WithWeekInfo;
  } catch {
    return 1;
  }
  let region = tag.region;
  try {
    region ??= tag.maximize().region;
  } catch {
    /* keep none */
  }
  let info: WeekInfo | undefined;
  try {
    info = typeof tag.getWeekInfo === 'function' ? tag.getWeekInfo() : tag.weekInfo;
  } catch {
    info = undefined;
  }
  // Intl counts Monday = 1 … Sunday = 7.
  const firstDay = info?.firstDay;
  if (typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7) return (firstDay % 7) as Weekday;
  return fallbackFirstDay(region?.toUpperCase());
}
