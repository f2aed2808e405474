// HTML for emails and the share page, written with hono/html: every interpolated value is escaped unless it is
// markup made by html`…` (or raw()) itself.
import { html as honoHtml, raw } from 'hono/html';

/** Markup made by html`…`: interpolated into more markup as it is, never escaped twice. */
export type Html = ReturnType<typeof raw>;

/** hono/html's html`…` for markup that waits on nothing: the same escaping, the result at once. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const out = honoHtml(strings, ...values);
  if (out instanceof Promise) throw new Error('html`…` here interpolates no promises');
  return out;
}

const LINE_BREAK = raw('<br>');

/** Items one per line, a <br> between them; text is escaped, markup kept. */
export const lines = (items: readonly (string | Html)[]): Html => html`${items.flatMap((item, i) => (i === 0 ? [item] : [LINE_BREAK, item]))}`;
