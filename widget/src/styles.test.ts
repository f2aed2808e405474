import { describe, expect, it } from 'vitest';
import { pruneUnusedProperties, pruneUnusedRules, topLevelRules } from './css-prune.ts';
import { WIDGET_CSS, hostRelativeRem } from './styles.ts';

describe('the shadow-root stylesheet', () => {
  it('resets the host with !important, which wins over the page even against its own !important', () => {
    expect(WIDGET_CSS).toMatch(/:host \{ all: initial !important; display: block !important; \}/);
  });

  it('sizes everything from --wsw-rem, never from the host page root font size', () => {
    expect(WIDGET_CSS).not.toMatch(/\drem\b/);
    expect(WIDGET_CSS).toContain('--ws-space-4: calc(1 * var(--wsw-rem))');
    expect(hostRelativeRem('padding: .5rem 1.25rem; max-height: calc(100dvh - 2rem)')).toBe(
      'padding: calc(.5 * var(--wsw-rem)) calc(1.25 * var(--wsw-rem)); max-height: calc(100dvh - calc(2 * var(--wsw-rem)))',
    );
  });

  it('scales down in narrow containers', () => {
    expect(WIDGET_CSS).toMatch(/@container wsw \(max-width: 380px\) \{ \.wsw \{ --wsw-rem: 14px; \} \}/);
  });
});

describe('pruning the stylesheet for the bundle', () => {
  const css = `.ws-btn{color:red}.ws-table td,.ws-badge{x:1}.ws-alert--error{y:2}.ws-alert--info{y:3}@media (x){.ws-table{z:1}}[title='a{b}']{q:1}@media (y){.ws-table td{w:1}.ws-btn{w:2}}@keyframes k{from{o:0}}`;
  const code = 'c("button",{className:"ws-btn"});c("div",{className:`ws-alert ws-alert--${t}`})';

  it('splits top-level rules with quotes and at-rules intact', () => {
    expect(topLevelRules(css)).toEqual([
      '.ws-btn{color:red}',
      '.ws-table td,.ws-badge{x:1}',
      '.ws-alert--error{y:2}',
      '.ws-alert--info{y:3}',
      '@media (x){.ws-table{z:1}}',
      "[title='a{b}']{q:1}",
      '@media (y){.ws-table td{w:1}.ws-btn{w:2}}',
      '@keyframes k{from{o:0}}',
    ]);
  });

  it('drops rules for classes the code never names, inside media queries too, and keeps interpolated modifiers and other at-rules', () => {
    expect(pruneUnusedRules(css, code)).toBe(`.ws-btn{color:red}.ws-alert--error{y:2}.ws-alert--info{y:3}[title='a{b}']{q:1}@media (y){.ws-btn{w:2}}@keyframes k{from{o:0}}`);
  });

  it('drops tokens nobody reads, including ones only an unused token read', () => {
    const tokens = '.wsw{--ws-a: 1px;--ws-b: var(--ws-c);--ws-c: 2px;--ws-d: 3px}.x{margin:var(--ws-a)}';
    expect(pruneUnusedProperties(tokens, 'style.setProperty("--ws-d")')).toBe('.wsw{--ws-a: 1px;}.x{margin:var(--ws-a)}');
  });
});
