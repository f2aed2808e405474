// Two helpers for words that cannot wait (decision 101's areas, issue 28 item 1):
// - `preloadArea(area)`: fetch the area in the active language now and whenever the language changes, so a screen
//   that imports it finds its words here before it renders (a dialog opened later never suspends the page), and words
//   fetched while online are still here when the connection drops.
// - `useAreaSoon(area)`: `t` without suspending, for what shows outside a route's loading state (the route's own
//   loading and load-failure screens, the notices): English until the chunk arrives, then a new render. A chunk that
//   cannot load leaves English (offline, decision 101).
import { useEffect, useState } from 'react';
import { areaReady, loadArea, useArea, type Area } from '../../area.ts';
import { useLocale } from '../../locale.ts';

type AnyArea = Area<Readonly<Record<string, string>>>;

export function preloadArea<E extends Readonly<Record<string, string>>>(area: Area<E>): void {
  const load = (locale = useLocale.getState().locale) => void loadArea(area as unknown as AnyArea, locale);
  load();
  useLocale.subscribe((state, previous) => {
    if (state.locale !== previous.locale) load(state.locale);
  });
}

type Values = Record<string, string | number>;

export function useAreaSoon<E extends Readonly<Record<string, string>>>(area: Area<E>): (key: keyof E & string, values?: Values) => string {
  const locale = useLocale((s) => s.locale);
  const ready = areaReady(area as unknown as AnyArea, locale);
  const [, rerender] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void loadArea(area as unknown as AnyArea, locale).then(() => live && rerender((n) => n + 1));
    return () => {
      live = false;
    };
  }, [area, locale, ready]);
  try {
    // The same hooks run either way (useArea's happen before it would suspend), so catching its wait is safe.
    return useArea(area);
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    return (key, values = {}) => (area.english[key] as string).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  }
}
