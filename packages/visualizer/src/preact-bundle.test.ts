// The widget ships the visualizer on preact/compat. This bundles the package the way the widget build does
// (react and react-dom aliased to preact/compat), runs the bundle in happy-dom and walks the Studio flow.
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { build, type Metafile } from 'esbuild';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VISUALIZER_MESSAGES as M } from './messages.ts';
import { createFakeClient, RENDERED } from './test/fake-client.ts';

interface PreactBundle {
  h: (type: unknown, props: Record<string, unknown> | null) => unknown;
  render: (vnode: unknown, parent: Element) => void;
  Visualizer: unknown;
  visualizerShadowCss: string;
}

// Not `new URL('.', import.meta.url)`: under happy-dom, URL resolves against the test window's location.
const sourceDir = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]+$/, ''));

let bundle: PreactBundle;
let inputs: string[];
let container: HTMLElement | null = null;

beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: "export { h, render } from 'preact';\nexport { Visualizer, visualizerShadowCss } from './index.ts';\n",
      resolveDir: sourceDir,
      sourcefile: 'preact-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'WrapsmithVisualizer',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  inputs = Object.keys((result.metafile as Metafile).inputs);
  bundle = new Function(`${code}\nreturn WrapsmithVisualizer;`)() as PreactBundle;
}, 60_000);

afterEach(() => {
  if (container) bundle.render(null, container);
  container?.remove();
  container = null;
});

function mount(props: Record<string, unknown>) {
  container = document.createElement('div');
  document.body.append(container);
  bundle.render(bundle.h(bundle.Visualizer, props), container);
}

function enabledSelect(name: string): HTMLSelectElement {
  const element = screen.getByRole<HTMLSelectElement>('combobox', { name });
  if (element.disabled) throw new Error(`${name} is still disabled`);
  return element;
}

describe('the visualizer on preact/compat', () => {
  it('bundles without React: react and react-dom are replaced by preact', () => {
    expect(inputs.some((path) => /node_modules\/(\.pnpm\/)?preact/.test(path))).toBe(true);
    expect(inputs.filter((path) => /node_modules\/(\.pnpm\/)?react(-dom)?[@/]/.test(path))).toEqual([]);
    expect(bundle.visualizerShadowCss).toContain('.wsv-swatch');
  });

  it('stays zod-free, and leaves the Studio popups out of a bundle that takes VisualizerCore', async () => {
    expect(inputs.filter((path) => path.includes('zod'))).toEqual([]);
    const core = await build({
      stdin: { contents: "export { VisualizerCore } from './index.ts';\n", resolveDir: sourceDir, sourcefile: 'core-entry.ts', loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
      external: ['preact', 'preact/*'],
      treeShaking: true,
      logLevel: 'silent',
    });
    const code = core.outputFiles[0]?.text ?? '';
    expect(code).toContain('wsv-swatches');
    // The popups' own markup; their words stay, as all of the visualizer's words live in one messages object.
    expect(code).not.toContain('aria-modal');
    expect(code).not.toContain('wsv-plan-list');
  });

  it('runs the picker flow and renders the clicked colour', async () => {
    const client = createFakeClient();
    const rendered: unknown[] = [];
    mount({ client, credits: 2, onRendered: (result: unknown) => rendered.push(result) });
    const user = userEvent.setup();

    await user.selectOptions(await waitFor(() => enabledSelect(M.year)), '2024');
    await user.selectOptions(await waitFor(() => enabledSelect(M.make)), 'Tesla');
    expect(client.getMakes).toHaveBeenCalledWith(2024);
    await user.selectOptions(await waitFor(() => enabledSelect(M.model)), 'Model Y');

    await user.click(await screen.findByRole('tab', { name: 'Satin' }));
    await user.click(await screen.findByRole('button', { name: 'Satin White S10' }));
    expect(client.render).toHaveBeenCalledWith({
      year: 2024,
      make: 'Tesla',
      model: 'Model Y',
      finish: 'satin',
      color: '#f2f2ef',
      description: '',
      brand: '3M',
      filmId: '3m-s10',
      bodyStyle: 'suv',
    });
    const image = await screen.findByRole<HTMLImageElement>('img', { name: '2024 Tesla Model Y wrapped in 3M Satin White S10' });
    expect(image.src).toBe(RENDERED.imageSrc);
    expect(rendered).toEqual([RENDERED]);

    await user.selectOptions(enabledSelect(M.year), '2023');
    expect(enabledSelect(M.year).value).toBe('2023');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: M.model }).value).toBe('');
  });

  it('opens the plans popup at 0 credits without calling the server', async () => {
    const client = createFakeClient();
    mount({ client, credits: 0 });
    const user = userEvent.setup();
    await user.selectOptions(await waitFor(() => enabledSelect(M.year)), '2024');
    await user.selectOptions(await waitFor(() => enabledSelect(M.make)), 'Tesla');
    await user.selectOptions(await waitFor(() => enabledSelect(M.model)), 'Model 3');
    await user.click(await screen.findByRole('button', { name: 'Gloss Black G12' }));
    expect(await screen.findByRole('dialog', { name: M.noCreditsTitle })).toBeTruthy();
    expect(client.render).not.toHaveBeenCalled();
  });
});
