import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { popupState } from './popup-state.ts';
import { ELEMENT_TAG, createRuntime } from './runtime.ts';

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  document.body.innerHTML = '<div data-wrapsmith-inline></div><a href="#x" id="open" data-wrapsmith-open>Try it</a>';
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  popupState.close();
  vi.restoreAllMocks();
});

describe('the Wrapsmith() commands', () => {
  it('uses the default API origin and mounts inline elements with the key', () => {
    createRuntime({ defaultApiBase: 'https://app.wrapsmith.test' }).run('init', { shopKey: ' pk_1 ' });
    const element = document.querySelector(`[data-wrapsmith-inline] ${ELEMENT_TAG}`);
    expect(element?.getAttribute('shop-key')).toBe('pk_1');
    expect(element?.getAttribute('api-base')).toBe('https://app.wrapsmith.test');
  });

  it('hands the floating button offset to the elements it creates, as given or as a number', () => {
    createRuntime({ defaultApiBase: 'https://app.wrapsmith.test' }).run('init', { shopKey: 'pk_1', mode: 'floating', offset: ' 24 96 ' });
    expect(document.querySelector(`body > ${ELEMENT_TAG}[mode="floating"]`)?.getAttribute('offset')).toBe('24 96');
    document.body.innerHTML = '<div data-wrapsmith-inline></div>';
    createRuntime({ defaultApiBase: 'https://app.wrapsmith.test' }).run('init', { shopKey: 'pk_1', offset: 32 });
    expect(document.querySelector(`[data-wrapsmith-inline] ${ELEMENT_TAG}`)?.getAttribute('offset')).toBe('32');
  });

  it('warns instead of throwing on a missing key, a bad selector, a second key and unknown commands', () => {
    const runtime = createRuntime({ defaultApiBase: 'https://app.wrapsmith.test' });
    expect(() => {
      runtime.run('init', null);
      runtime.run('open');
      runtime.run('init', { shopKey: 'pk_1', target: '##nope' });
      runtime.run('init', { shopKey: 'pk_2' });
      runtime.run('explode');
      runtime.run('on', 'ready', 'not a function');
    }).not.toThrow();
    const said = warn.mock.calls.map((args) => args.join(' '));
    expect(said).toEqual([
      expect.stringContaining('init needs a shopKey'),
      expect.stringContaining('before open'),
      expect.stringContaining('"##nope" is not a valid CSS selector'),
      expect.stringContaining('already started with pk_1'),
      expect.stringContaining('unknown command explode'),
      expect.stringContaining('on needs an event name and a function'),
    ]);
    expect(document.querySelectorAll(ELEMENT_TAG)).toHaveLength(1);
  });

  it('opens the popup from any data-wrapsmith-open element without following its link', () => {
    createRuntime({ defaultApiBase: 'https://app.wrapsmith.test' }).run('init', { shopKey: 'pk_1' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('open')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(popupState.isOpen()).toBe(true);
    expect(document.querySelector(`body > ${ELEMENT_TAG}[mode="popup"]`)).not.toBeNull();
  });

  it('drains a queue of arguments objects and arrays alike', () => {
    const runtime = createRuntime({ defaultApiBase: 'https://app.wrapsmith.test' });
    const seen: unknown[] = [];
    runtime.drain([['on', 'ready', (detail: unknown) => seen.push(detail)], ['init', { shopKey: 'pk_1', mode: 'floating' }]]);
    window.dispatchEvent(new CustomEvent('wrapsmith:ready', { detail: { shop: { name: 'N' } } }));
    expect(seen).toEqual([{ shop: { name: 'N' } }]);
    expect(document.querySelector(`body > ${ELEMENT_TAG}`)?.getAttribute('mode')).toBe('floating');
  });
});
