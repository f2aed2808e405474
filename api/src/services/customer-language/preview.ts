// Settings → Notifications' live preview in one of the shop's languages (issue 28 item 1, decision 100's update): a
// template the shop left as the English default is sent in the customer's language (localTemplate), so the preview
// shows each event's default in the language picked and the example values written that language's way.
import { CUSTOMER_EVENTS, DEFAULT_EVENT_TEMPLATES, PREVIEW_VALUES, type CustomerEvent, type TemplatePlaceholder } from '@wrapsmith/core';
import type { NotificationPreviewDto } from '@wrapsmith/core/contract';
import type { Locale } from '@wrapsmith/core/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { customerWords } from '../../i18n/customer/index.ts';
import { shopLanguages } from './index.ts';
import { localTemplate } from './words.ts';

/** The preview's words in `asked` (a language the shop may not offer yet is still shown: the owner asked for it), else the shop's first. */
export async function notificationPreview(db: DbOrTx, shop: { id: string; country: string | null; currency: string }, asked?: Locale): Promise<NotificationPreviewDto> {
  const languages = await shopLanguages(db, shop.id);
  const locale = asked ?? languages[0] ?? 'en';
  const w = customerWords(locale, shop.country);
  const defaults = Object.fromEntries(
    CUSTOMER_EVENTS.map((event: CustomerEvent) => {
      const english = DEFAULT_EVENT_TEMPLATES[event];
      return [event, { subject: localTemplate(w, event, 'subject', english), emailBody: localTemplate(w, event, 'emailBody', english), textBody: localTemplate(w, event, 'textBody', english) }];
    }),
  ) as NotificationPreviewDto['defaults'];
  const values: Record<TemplatePlaceholder, string> = {
    ...PREVIEW_VALUES,
    bookingDay: w.longDay('2026-12-10'),
    checkInTime: w.clock('09:00'),
    total: w.money(320_000, shop.currency),
    deposit: w.money(50_000, shop.currency),
  };
  return { locale, languages, defaults, values };
}
