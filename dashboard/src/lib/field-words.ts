// A form check's message in the reader's language (issue 28 item 1, decision 101): the shared zod contracts of
// @wrapsmith/core say their checks in English; the `field-checks` area has them in every language, by the English
// message, and `{label} is required`-style templates with the field's name translated too. A message it does not
// know shows as written.
import { FIELD_CHECKS_EN } from '../i18n/areas/field-checks/en.ts';

type Key = keyof typeof FIELD_CHECKS_EN & string;
type Say = (key: Key, values?: Record<string, string | number>) => string;

const LABEL = '{label} ';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEMPLATES = (Object.keys(FIELD_CHECKS_EN) as Key[])
  .filter((key) => key.startsWith(LABEL))
  .map((key) => ({ key, pattern: new RegExp(`^(.+) ${escape(key.slice(LABEL.length))}$`) }));

const known = (key: string): key is Key => Object.hasOwn(FIELD_CHECKS_EN, key);

export function translateFieldMessage(message: string, say: Say): string {
  if (known(message) && !message.startsWith('label:')) return say(message);
  for (const { key, pattern } of TEMPLATES) {
    const label = pattern.exec(message)?.[1];
    if (label === undefined) continue;
    const labelKey = `label:${label}`;
    return say(key, { label: known(labelKey) ? say(labelKey) : label });
  }
  return message;
}
