// Paths and validators of /api/v1/user/widget: the shop's widget settings, logo, keys and usage. Reading is for
// the whole team; changing is the owner's, like the catalogue the widget draws from.
import { emailField, idField, optionalText, pageQuery, phoneField } from '@wrapsmith/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { WIDGET_CORNERS, WIDGET_THEMES, WIDGET_ZONES } from '../../db/schema/index.ts';
import { requireAccess } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { LOGO_MAX_BYTES, MULTIPART_OVERHEAD } from '../../lib/upload.ts';
import { validate } from '../../lib/validate.ts';
import { MAX_ORIGINS_PER_KEY, PUBLIC_DAILY_CREDITS_MAX } from '../../services/widget/index.ts';
import * as handlers from './widget-settings.handlers.ts';

/** '' (a cleared form field) means "not set", like null. */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).optional();

const hexColor = z
  .string({ error: 'Colours must be hex codes like #1a2b3c' })
  .trim()
  .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Colours must be hex codes like #1a2b3c')
  .transform((value) => {
    const digits = value.replace('#', '').toLowerCase();
    return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
  });

const websiteField = z
  .string()
  .trim()
  .max(300, 'Website is too long')
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v) && !/[<>\s]/.test(v), 'Website must be an address like https://yourshop.com');

export const widgetSettingsInput = z.strictObject({
  primary: blankIsNull(hexColor),
  accent: blankIsNull(hexColor),
  corner: z.enum(WIDGET_CORNERS).optional(),
  theme: z.enum(WIDGET_THEMES).optional(),
  poweredBy: z.boolean().optional(),
  offeredBrandIds: z.array(z.string().trim().min(1).max(60)).max(100).nullable().optional(),
  offeredFilmIds: z.array(z.string().trim().min(1).max(120)).max(5000).nullable().optional(),
  offeredZones: z.array(z.enum(WIDGET_ZONES)).max(WIDGET_ZONES.length).optional(),
  visitorDailyLimit: z.number().int('The daily limit must be a whole number').min(1, 'The daily limit must be at least 1').max(100, 'The daily limit can be at most 100').optional(),
  contactPhone: blankIsNull(phoneField),
  contactEmail: blankIsNull(emailField),
  contactWebsite: blankIsNull(websiteField),
  /** Credits public renders may spend in 24 hours; null goes back to the plan's default (decision 067). */
  publicDailyCredits: z
    .number({ error: 'The daily spending cap must be a number of credits' })
    .int('The daily spending cap must be a whole number of credits')
    .min(1, 'The daily spending cap must be at least 1 credit')
    .max(PUBLIC_DAILY_CREDITS_MAX, `The daily spending cap can be at most ${PUBLIC_DAILY_CREDITS_MAX.toLocaleString('en-US')} credits`)
    .nullable()
    .optional(),
  /** False switches the share link off; true on again (a new key is made at its next view if the old one was revoked). */
  shareLinkEnabled: z.boolean({ error: 'shareLinkEnabled must be true or false' }).optional(),
});
export type WidgetSettingsInput = z.infer<typeof widgetSettingsInput>;

const originsField = z
  .array(z.string().trim().min(1).max(300), { error: 'origins must be a list of website addresses' })
  .min(1, 'Add at least one website')
  .max(MAX_ORIGINS_PER_KEY, `A key can have at most ${MAX_ORIGINS_PER_KEY} websites`);

export const createWidgetKeyInput = z.strictObject({
  label: optionalText('Label', 60).min(1, 'Label is required'),
  origins: originsField,
});
export const widgetKeyOriginsInput = z.strictObject({ origins: originsField });

const usageQuery = z.strictObject({ days: z.coerce.number().int().min(1).max(90).default(14) });
const idParam = z.object({ id: idField });

export function widgetSettingsRoutes() {
  const owner = requireAccess('edit', 'settings');
  return new Hono<AuthedEnv>()
    .use('*', requireAccess('view', 'settings'))
    .get('/settings', (c) => handlers.getSettings(c))
    .put('/settings', owner, validate('json', widgetSettingsInput), (c) => handlers.putSettings(c, c.req.valid('json')))
    .post(
      '/logo',
      owner,
      bodyLimit({
        maxSize: LOGO_MAX_BYTES + MULTIPART_OVERHEAD,
        onError: () => {
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The image is too large. The limit is 2 MB.');
        },
      }),
      (c) => handlers.uploadLogo(c),
    )
    .delete('/logo', owner, (c) => handlers.deleteLogo(c))
    .get('/keys', validate('query', pageQuery), (c) => handlers.listKeys(c, c.req.valid('query')))
    .post('/keys', owner, validate('json', createWidgetKeyInput), (c) => handlers.createKey(c, c.req.valid('json')))
    .put('/keys/:id/origins', owner, validate('param', idParam), validate('json', widgetKeyOriginsInput), (c) =>
      handlers.setKeyOrigins(c, c.req.valid('param').id, c.req.valid('json').origins),
    )
    .post('/keys/:id/revoke', owner, validate('param', idParam), (c) => handlers.revokeKey(c, c.req.valid('param').id))
    .get('/usage', validate('query', usageQuery), (c) => handlers.getUsage(c, c.req.valid('query').days));
}
