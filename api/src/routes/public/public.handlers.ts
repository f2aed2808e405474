// Routes anyone may call: country and city lists, and the contact form.
import { CONTACT_MESSAGES } from '@wrapsmith/core';
import type { Context } from 'hono';
import { contactMessages } from '../../db/schema/index.ts';
import { clientIp } from '../../lib/client-ip.ts';
import type { AppEnv } from '../../lib/context.ts';
import { newId } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import { emailTemplates } from '../../services/email/index.ts';
import { listCities, listCountries } from './countries.ts';

export async function countries(c: Context<AppEnv>) {
  c.header('Cache-Control', 'public, max-age=86400');
  return c.json({ error: false, data: await listCountries() });
}

export async function cities(c: Context<AppEnv>, input: { country: string }) {
  const list = await listCities(input.country);
  if (!list) throw notFound(`Unknown country: ${input.country}`);
  return c.json({ error: false, data: list });
}

export async function contact(c: Context<AppEnv>, input: { name: string; email: string; subject: string; message: string }) {
  const { db, now, email, env } = c.var.deps;
  db.insert(contactMessages)
    .values({ id: newId(), ...input, ip: clientIp(c), createdAt: now() })
    .run();
  await email.send({ to: env.SUPPORT_EMAIL, ...emailTemplates.contactMessage(input) });
  return c.json({ message: CONTACT_MESSAGES.thanks });
}
