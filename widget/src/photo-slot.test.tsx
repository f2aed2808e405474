import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { PhotoTapsProps } from '@wrapsmith/visualizer';
import { h, render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIDGET_MESSAGES as M } from './messages.ts';
import { LazyPhotoTaps, PHOTO_TOOL_MARKER, photoToolUrl } from './photo-slot.tsx';
import type { PhotoTool, PhotoToolGlobals } from './photo-tool-api.ts';

const win = window as Window & PhotoToolGlobals;
const CHUNK_URL = 'https://shop.example/widget/wrapsmith-photo.test.js';

/** A stand-in for the chunk: records what the widget asks of it and marks the element it mounted into. */
function fakeTool() {
  const calls: string[] = [];
  const tool: PhotoTool = {
    mount(element, props) {
      calls.push(`mount ${String(props.disabled ?? false)}`);
      element.textContent = 'the tapper';
      return {
        update: (next) => calls.push(`update ${String(next.disabled ?? false)}`),
        unmount: () => {
          calls.push('unmount');
          element.textContent = '';
        },
      };
    },
  };
  return { tool, calls };
}

/**
 * Plays the network for the chunk's <script>: "ok" runs it (it sets the page global, then the tag loads, as in
 * happy-dom here, synchronously), "error" fails it as a 404 or a dropped connection does.
 */
function serveChunk(outcome: 'ok' | 'error', tool?: PhotoTool) {
  const append = document.head.appendChild.bind(document.head);
  return vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (outcome === 'ok') {
      win.__wrapsmithPhoto = tool;
      return append(node);
    }
    setTimeout(() => node.dispatchEvent(new Event('error')));
    return node;
  });
}

const chunkTags = () => document.querySelectorAll(`script[${PHOTO_TOOL_MARKER}]`);
const containers: HTMLElement[] = [];

function mount(props: PhotoTapsProps) {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  render(h(LazyPhotoTaps, props), container);
  return {
    container,
    rerender: (next: PhotoTapsProps) => render(h(LazyPhotoTaps, next), container),
    unmount: () => render(null, container),
  };
}

const EMPTY: PhotoTapsProps = { value: { photo: null, taps: [] }, onChange: () => {} };

beforeEach(() => {
  delete win.__wrapsmithPhoto;
});

afterEach(() => {
  for (const container of containers.splice(0)) {
    render(null, container);
    container.remove();
  }
  for (const tag of chunkTags()) tag.remove();
  vi.restoreAllMocks();
});

describe('photoToolUrl', () => {
  it('finds the chunk beside the bundle, or under /widget/ of the page when the bundle has no address', () => {
    expect(photoToolUrl('wrapsmith-photo.abc.js', 'https://app.wrapsmith.test/widget/wrapsmith-widget.123.js')).toBe(
      'https://app.wrapsmith.test/widget/wrapsmith-photo.abc.js',
    );
    expect(photoToolUrl('wrapsmith-photo.abc.js', '')).toBe('https://shop.example/widget/wrapsmith-photo.abc.js');
  });
});

describe('LazyPhotoTaps', () => {
  it('loads the chunk once for every slot, mounts the tapper, passes each render on and unmounts it', async () => {
    const { tool, calls } = fakeTool();
    const network = serveChunk('ok', tool);
    const first = mount(EMPTY);
    const second = mount(EMPTY);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([M.photoLoading, M.photoLoading]);
    await waitFor(() => expect(calls.filter((call) => call.startsWith('mount'))).toHaveLength(2));
    expect(network).toHaveBeenCalledTimes(1);
    expect([...chunkTags()].map((tag) => tag.getAttribute('src'))).toEqual([CHUNK_URL]);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(first.container.textContent).toBe('the tapper');

    calls.length = 0;
    first.rerender({ ...EMPTY, disabled: true });
    await waitFor(() => expect(calls).toContain('update true'));
    first.unmount();
    expect(calls.at(-1)).toBe('unmount');
    expect(first.container.textContent).toBe('');

    // Once the chunk has run, another slot (a second widget on the page) mounts from it without a new <script>.
    mount(EMPTY);
    await waitFor(() => expect(calls.at(-1)).toBe('mount false'));
    expect(chunkTags()).toHaveLength(1);
    second.unmount();
  });

  it('says so when the chunk does not load, and loads it again on "Try again"', async () => {
    serveChunk('error');
    mount(EMPTY);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${M.photoFailed} ${M.retry}`);
    expect(chunkTags()).toHaveLength(0);

    vi.restoreAllMocks();
    const { tool, calls } = fakeTool();
    const network = serveChunk('ok', tool);
    await userEvent.click(screen.getByRole('button', { name: M.retry }));
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['mount false'])));
    expect(network).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chunkTags()).toHaveLength(1);
  });
});
