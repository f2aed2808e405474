// Fields in zod/mini for forms the browser validates (issue 24 item 8): this module imports no zod classic.
import * as zm from 'zod/mini';

// The dashboard's invite form validates with these (decision 081); mini tree-shakes where classic does not. They are
// fields.ts's emailField and nameField in mini: fields.test.ts holds each pair to the same answers and messages.
export const emailAddress = zm.pipe(
  zm.string({ error: 'Email is required' }).check(zm.trim(), zm.toLowerCase(), zm.minLength(1, 'Email is required'), zm.maxLength(254, 'Email is too long')),
  zm.email('Enter a valid email address'),
);

export const nameText = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  zm.string({ error: `${label} is required` }).check(
    zm.trim(),
    zm.minLength(1, `${label} is required`),
    zm.maxLength(80, `${label} is too long`),
    zm.refine((v) => !/[<>]/.test(v), `${label} cannot contain < or >`),
  );


/** fields.ts's phoneField in mini, for the widget settings form (issue 24 item 8). */
export const phoneText = zm.string({ error: 'Phone number must be text' }).check(
  zm.trim(),
  zm.maxLength(32, 'Phone number is too long'),
  zm.regex(/^[+0-9 ()\-.]*$/, 'Phone number may contain digits, spaces and + ( ) - . only'),
);
