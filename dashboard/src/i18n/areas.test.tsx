// Issue 28 item 1, decision 101: every area's catalogues are complete in every language (a missing key fails here),
// English needs no ICU formatter, and a screen in another language waits for its area's words instead of showing
// English first.
import { catalogueProblems } from '@wrapsmith/core/i18n';
import { act, render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineArea, loadArea, useArea, type Area, type AreaMessages } from './area.ts';
import { speak } from './locale.ts';

afterEach(() => speak('en'));

const AREAS_DIR = path.join(import.meta.dirname, 'areas');
const OTHERS = ['es', 'fr', 'de', 'pt'] as const;

async function allAreas(): Promise<Area<Readonly<Record<string, string>>>[]> {
  const names = fs.readdirSync(AREAS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  const areas: Area<Readonly<Record<string, string>>>[] = [];
  for (const name of names) {
    const mod = (await import(path.join(AREAS_DIR, name, 'index.ts'))) as Record<string, unknown>;
    const found = Object.values(mod).filter((v): v is Area<Readonly<Record<string, string>>> => typeof v === 'object' && v !== null && 'chunks' in v && 'english' in v);
    expect(found, `areas/${name}/index.ts exports one area`).toHaveLength(1);
    const [area] = found;
    if (!area) throw new Error(`areas/${name}/index.ts exports no area`);
    expect(area.name, `areas/${name}/index.ts names its area after its folder`).toBe(name);
    areas.push(area);
  }
  return areas;
}

describe('issue 28 item 1: the areas’ catalogues (decision 101)', () => {
  it('have every English key, no other key and the same arguments in es, fr, de and pt; English has no plural', async () => {
    for (const area of await allAreas()) {
      const others: Record<string, Readonly<Record<string, string>>> = {};
      for (const lang of OTHERS) others[lang] = (await area.chunks[lang]()).default;
      expect(catalogueProblems(area.english, others), area.name).toEqual([]);
      for (const [key, message] of Object.entries(area.english)) expect(message, `${area.name} ${key}`).not.toMatch(/\{[^}]*,/);
    }
  });

  it('a missing key is a problem the check reports', () => {
    const english = { 'x.hello': 'Hello {name}', 'x.bye': 'Bye' } as const;
    expect(catalogueProblems(english, { de: { 'x.hello': 'Hallo {name}' } })).toEqual(['de: missing key "x.bye"']);
  });

  it('a screen in German waits for its area’s words, then shows them with ICU plurals; English shows at once', async () => {
    const english = { 'demo.count': 'Leads: {count}' } as const;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const german: AreaMessages<typeof english> = { 'demo.count': '{count, plural, one {# Anfrage} other {# Anfragen}}' };
    const chunk = async () => {
      await arrived;
      return { default: german };
    };
    const DEMO = defineArea('demo', english, { es: chunk, fr: chunk, de: chunk, pt: chunk });
    const SHOWN = defineArea('demo-shown', english, { es: async () => ({ default: german }), fr: async () => ({ default: german }), de: async () => ({ default: german }), pt: async () => ({ default: german }) });
    function Count({ count, area = DEMO }: { count: number; area?: typeof DEMO }) {
      const t = useArea(area);
      return <p>{t('demo.count', { count })}</p>;
    }
    const english_ = render(<Count count={2} area={SHOWN} />);
    expect(screen.getByText('Leads: 2')).toBeTruthy();
    english_.unmount();

    await speak('de');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Count count={1} />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText(/Leads/)).toBeNull();
    release();
    await loadArea(DEMO, 'de');
    expect(await screen.findByText('1 Anfrage')).toBeTruthy();
  });

  it('a switch of language mid-visit fetches the words of the screens on show first, so none falls back to loading', async () => {
    const english = { 'live.title': 'Invoices' } as const;
    const german: AreaMessages<typeof english> = { 'live.title': 'Rechnungen' };
    const chunk = async () => ({ default: german });
    const LIVE = defineArea('live', english, { es: chunk, fr: chunk, de: chunk, pt: chunk });
    function Title() {
      const t = useArea(LIVE);
      return <h1>{t('live.title')}</h1>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeTruthy();
    await act(() => speak('de'));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Rechnungen' })).toBeTruthy();
  });

  it('a chunk that cannot load leaves that area in English', async () => {
    const english = { 'broken.title': 'Invoices' } as const;
    const fail = () => Promise.reject(new Error('offline'));
    const BROKEN = defineArea('broken', english, { es: fail, fr: fail, de: fail, pt: fail });
    await speak('fr');
    await loadArea(BROKEN, 'fr');
    function Title() {
      const t = useArea(BROKEN);
      return <h1>{t('broken.title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeTruthy();
  });
});
