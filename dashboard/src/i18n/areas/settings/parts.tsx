// Several elements inside one translated sentence ("Using the key <strong>Main</strong> (<code>pk_…</code>) …"),
// as i18n/parts.tsx does for one: format the message with markers for the arguments, then put each element in its
// marker's place, so the words around them stay in the language's order.
import { Fragment, type ReactNode } from 'react';

/** The marker for the `i`th element: pass `marker(0)`, `marker(1)` … as the elements' arguments. */
export const marker = (i: number) => String.fromCharCode(0xe000 + i);

export function withParts(formatted: string, parts: readonly ReactNode[]): ReactNode {
  const pieces = formatted.split(/([\ue000-\ue00f])/);
  return pieces.map((piece, i) => {
    const at = piece.length === 1 ? piece.charCodeAt(0) - 0xe000 : -1;
    return <Fragment key={i}>{at >= 0 && at < parts.length ? parts[at] : piece}</Fragment>;
  });
}
