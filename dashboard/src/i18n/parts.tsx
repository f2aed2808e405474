// One element inside a translated sentence without concatenating words: the message is formatted with a marker
// ('\u0000') for the argument, and the element takes the marker's place ("…sent to <strong>ada@x.test</strong>.").
import type { ReactNode } from 'react';

export function withPart(formatted: string, part: ReactNode): ReactNode {
  const at = formatted.indexOf('\u0000');
  if (at < 0) return formatted;
  return (
    <>
      {formatted.slice(0, at)}
      {part}
      {formatted.slice(at + 1)}
    </>
  );
}
