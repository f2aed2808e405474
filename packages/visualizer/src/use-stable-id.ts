// Element ids for aria wiring. Not React's useId: the widget runs on preact/compat, and these components never
// render on a server, so a per-instance counter is all that is needed.
import { useState } from 'react';

let counter = 0;

export function useStableId(prefix: string): string {
  const [id] = useState(() => {
    counter += 1;
    return `wsv-${prefix}-${counter}`;
  });
  return id;
}
