import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The widget ships on preact/compat, so its tests run on it too: the same aliases as build.mjs.
const preact = (subpath: string) => fileURLToPath(import.meta.resolve(`preact/${subpath}`));

export default defineConfig({
  // build.mjs bakes each on-demand chunk's share of the stylesheet in; unbuilt, styles.ts's WIDGET_CSS has it all.
  define: { __WRAPSMITH_PART_CSS__: '{}' },
  resolve: {
    alias: [
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: preact('jsx-runtime') },
      { find: /^react-dom\/client$/, replacement: preact('compat/client') },
      { find: /^react(-dom)?$/, replacement: preact('compat') },
    ],
  },
  test: {
    environment: 'happy-dom',
    // Tests look at the <script> tags the loader writes; they must not try to download them.
    environmentOptions: {
      happyDOM: { url: 'https://shop.example/', settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 60_000, hookTimeout: 60_000,
    server: { deps: { inline: [/@r2wc/] } },
  },
});
