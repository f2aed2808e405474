// The bundle's entry as a page sees it: the snippet queued commands, the bundle defines <wrapsmith-visualizer>,
// drains the queue and renders into shadow roots, talking to a fake widget API through fetch.
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WrapsmithEvents, WrapsmithEventName } from './events.ts';
import { WIDGET_MESSAGES as M } from './messages.ts';
import { VEHICLE_WORDS } from './lead.ts';
import { PHOTO_TOOL_MESSAGES, VISUALIZER_MESSAGES } from '@wrapsmith/visualizer';
import type { WrapsmithGlobals } from './queue.ts';
import { CONFIG, createFakeApi, PNG_BASE64 } from './test/fake-api.ts';
import { VISITOR_STORAGE_KEY } from './visitor.ts';

const win = window as Window & WrapsmithGlobals;
const SHOP_KEY = 'pk_demo_northside_0000000000000000';
const apis = {
  'https://app.wrapsmith.test': createFakeApi(),
  'https://broke.wrapsmith.test': createFakeApi({ failRender: [402, 'NO_CREDITS'] }),
  'https://denied.wrapsmith.test': createFakeApi({ failAll: [403, 'ORIGIN_NOT_ALLOWED'] }),
  'https://offline.wrapsmith.test': createFakeApi({ offline: true }),
};
const events: { name: WrapsmithEventName; detail: unknown }[] = [];
const names: WrapsmithEventName[] = ['wrapsmith:ready', 'wrapsmith:render', 'wrapsmith:lead', 'wrapsmith:error'];

beforeAll(async () => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const api = apis[new URL(String(input)).origin as keyof typeof apis];
    if (!api) throw new Error(`unexpected fetch ${String(input)}`);
    return api.fetch(input, init);
  });
  for (const name of names) window.addEventListener(name, (event) => events.push({ name, detail: (event as CustomEvent).detail }));
  document.body.innerHTML = `
    <main><div id="inline" data-wrapsmith-inline></div><section id="custom"></section></main>
    <button id="opener" data-wrapsmith-open>Design your wrap</button>`;
  const queue = Object.assign((...args: unknown[]) => queue.q.push(args), { q: [] as unknown[][] });
  win.Wrapsmith = queue;
  win.Wrapsmith('init', { shopKey: SHOP_KEY, apiBase: 'https://app.wrapsmith.test', target: '#custom' });
  win.Wrapsmith('init', { shopKey: SHOP_KEY, apiBase: 'https://app.wrapsmith.test' });
  await import('./element.tsx');
});

afterAll(() => vi.unstubAllGlobals());

function shadowOf(element: Element | null | undefined): ShadowRoot {
  const root = element?.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return root;
}

function inShadow(root: ShadowRoot) {
  return within(root as unknown as HTMLElement);
}

function eventsNamed<K extends WrapsmithEventName>(name: K): WrapsmithEvents[K][] {
  return events.filter((event) => event.name === name).map((event) => event.detail as WrapsmithEvents[K]);
}

function standalone(apiBase: string): ShadowRoot {
  const element = document.createElement('wrapsmith-visualizer');
  element.setAttribute('shop-key', SHOP_KEY);
  element.setAttribute('api-base', apiBase);
  document.body.append(element);
  return shadowOf(element);
}

async function pickVehicleAndColour(root: ShadowRoot, colour: string) {
  const view = inShadow(root);
  const user = userEvent.setup();
  const ready = (name: string) =>
    waitFor(() => {
      const select = view.getByRole<HTMLSelectElement>('combobox', { name });
      if (select.disabled || select.options.length < 2) throw new Error(`${name} not ready`);
      return select;
    });
  await user.selectOptions(await ready('Year'), '2024');
  await user.selectOptions(await ready('Make'), 'Tesla');
  await user.selectOptions(await ready('Model'), 'Model 3');
  await user.click(await view.findByRole('button', { name: new RegExp(colour) }));
  return { view, user };
}

describe('<wrapsmith-visualizer>', () => {
  it('mounts once per inline target, into an open shadow root, despite init being sent twice', () => {
    const inline = document.querySelectorAll('#inline wrapsmith-visualizer');
    const custom = document.querySelectorAll('#custom wrapsmith-visualizer');
    expect(inline).toHaveLength(1);
    expect(custom).toHaveLength(1);
    expect(inline[0]?.getAttribute('mode')).toBe('inline');
    expect(inline[0]?.shadowRoot?.mode).toBe('open');
    expect(typeof win.Wrapsmith).toBe('function');
    expect(win.Wrapsmith?.loaded).toBe(true);
  });

  it('keeps every style inside the shadow root', async () => {
    const root = shadowOf(document.querySelector('#inline wrapsmith-visualizer'));
    const style = root.querySelector('style');
    expect(style?.textContent).toContain(':host { all: initial !important;');
    expect(style?.textContent).toContain('.wsv-swatch');
    expect(document.head.querySelectorAll('style, link[rel="stylesheet"]')).toHaveLength(0);
    await inShadow(root).findByText(M.dialogTitle('Northside Wraps'));
  });

  it('sends wrapsmith:ready once per page with the shop name, after one config request', async () => {
    await waitFor(() => expect(eventsNamed('wrapsmith:ready')).toEqual([{ shop: { name: 'Northside Wraps' } }]));
    const configCalls = apis['https://app.wrapsmith.test'].calls.filter((call) => call.url.endsWith('/config'));
    expect(configCalls).toHaveLength(1);
    expect(configCalls[0]?.url).toBe(`https://app.wrapsmith.test/api/v1/widget/${SHOP_KEY}/config`);
  });

  it('applies the branding as custom properties and shows the contact details and credit line', async () => {
    const root = shadowOf(document.querySelector('#inline wrapsmith-visualizer'));
    const view = inShadow(root);
    await view.findByText(M.poweredBy);
    const shell = root.querySelector<HTMLElement>('.wsw');
    expect(shell?.style.getPropertyValue('--ws-color-accent')).toBe(CONFIG.branding.accent);
    expect(shell?.style.getPropertyValue('--wsw-primary')).toBe(CONFIG.branding.primary);
    expect(view.getByRole('link', { name: M.call(CONFIG.shop.phone) }).getAttribute('href')).toBe('tel:5550102000');
    expect(view.getByRole('link', { name: M.email(CONFIG.shop.email) }).getAttribute('href')).toBe(`mailto:${CONFIG.shop.email}`);
  });

  it('renders a wrap, sends wrapsmith:render, then a lead with wrapsmith:lead and a thank-you', async () => {
    const root = shadowOf(document.querySelector('#inline wrapsmith-visualizer'));
    const { view, user } = await pickVehicleAndColour(root, 'Gloss Hot Rod Red');
    const image = await view.findByRole<HTMLImageElement>('img', { name: '2024 Tesla Model 3 wrapped in 3M Gloss Hot Rod Red G13' });
    expect(image.src).toBe(`data:image/png;base64,${PNG_BASE64}`);

    const api = apis['https://app.wrapsmith.test'];
    const render = api.calls.find((call) => call.url.endsWith('/render'));
    expect(render?.method).toBe('POST');
    expect(render?.body).toEqual({ year: 2024, make: 'Tesla', model: 'Model 3', bodyStyle: 'sedan', filmId: '3m-g13' });
    const visitor = localStorage.getItem(VISITOR_STORAGE_KEY);
    expect(visitor).toMatch(/^[0-9a-f-]{16,}$/);
    expect(render?.headers['X-Wrapsmith-Visitor']).toBe(visitor);
    expect(eventsNamed('wrapsmith:render')).toEqual([
      {
        renderId: 'r_1',
        vehicle: { year: 2024, make: 'Tesla', model: 'Model 3' },
        film: { brand: '3M', name: 'Gloss Hot Rod Red', finish: 'gloss', hex: '#b3121f' },
      },
    ]);

    // The call to action sits at the picture, and the 27 swatches fold to one line so both are in view together.
    const preview = view.getByRole('region', { name: VISUALIZER_MESSAGES.preview });
    const getQuote = within(preview).getByRole('button', { name: M.getQuote });
    expect(view.queryByRole('button', { name: 'Gloss Black' })).toBeNull();
    expect(view.getByRole('button', { name: VISUALIZER_MESSAGES.changeColour })).toBeTruthy();
    await user.click(getQuote);
    // The form (its own chunk) opens right under the picture.
    const name = await view.findByRole('textbox', { name: M.name });
    expect(preview.nextElementSibling?.querySelector('form')).not.toBeNull();
    // The catalogue names this car: the form does not ask for it.
    expect(view.queryByRole('group', { name: VEHICLE_WORDS.legend })).toBeNull();
    await user.type(name, 'Dana Reyes');
    await user.type(view.getByRole('textbox', { name: M.emailLabel }), 'Dana@Example.com');
    await user.click(view.getByRole('checkbox', { name: M.consent('Northside Wraps') }));
    await user.click(view.getByRole('button', { name: M.send }));

    await view.findByText(M.thanksTitle);
    const lead = api.calls.find((call) => call.url.endsWith('/leads'));
    expect(lead?.body).toMatchObject({ renderId: 'r_1', name: 'Dana Reyes', email: 'dana@example.com', consent: true, website: '', pageUrl: location.href });
    expect(typeof (lead?.body as { startedAt: unknown }).startedAt).toBe('number');
    expect(lead?.headers['X-Wrapsmith-Visitor']).toBe(visitor);
    expect(eventsNamed('wrapsmith:lead')).toEqual([{ leadId: 'lead_1', renderId: 'r_1' }]);
  });

  it("uploads the visitor's photo to the tool loaded on demand, shows the selection free, recolours it on Recolour, names no vehicle, and takes a quote for it", async () => {
    const objectUrls = [vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:car'), vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})];
    const root = standalone('https://app.wrapsmith.test');
    const view = inShadow(root);
    const user = userEvent.setup();
    await user.click(await view.findByRole('radio', { name: VISUALIZER_MESSAGES.sourcePhoto }));
    await user.upload(await view.findByLabelText(PHOTO_TOOL_MESSAGES.photoLabel), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' }));
    const stage = await view.findByRole<HTMLButtonElement>('button', { name: /^Your photo\./ });
    await waitFor(() => expect(stage.disabled).toBe(false));
    stage.focus();
    await user.keyboard('{Enter}');
    await view.findByText('Selected paint: 23 % of the photo');
    expect(root.querySelector('.wsv-photo__overlay')).not.toBeNull();
    await user.click(await view.findByRole('button', { name: /Gloss Black/ }));
    const api = apis['https://app.wrapsmith.test'];
    expect(api.calls.some((call) => call.url.endsWith('/photo-recolour'))).toBe(false);
    // The widget says nothing of credits: they are the shop's.
    await user.click(view.getByRole('button', { name: VISUALIZER_MESSAGES.recolour }));
    await view.findByRole('img', { name: 'Your car wrapped in 3M Gloss Black G12' });

    const upload = api.calls.find((call) => call.url.endsWith('/photos'));
    expect(((upload?.body as FormData).get('photo') as File).name).toBe('car.jpg');
    expect(upload?.headers['X-Wrapsmith-Visitor']).toMatch(/./);
    const selection = api.calls.find((call) => /\/photos\/ph_1\/selection$/.test(call.url));
    expect(selection?.body).toEqual({ taps: [{ x: 0.5, y: 0.5, mode: 'add' }], strokes: [] });
    const recolour = api.calls.find((call) => call.url.endsWith('/photo-recolour'));
    const form = recolour?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      photoId: 'ph_1',
      taps: JSON.stringify([{ x: 0.5, y: 0.5, mode: 'add' }]),
      strokes: '[]',
      filmId: '3m-g12',
    });
    const [photoRender] = eventsNamed('wrapsmith:render').filter((event) => event.vehicle === null);
    expect(photoRender).toEqual({ renderId: expect.stringMatching(/^r_/), vehicle: null, film: { brand: '3M', name: 'Gloss Black', finish: 'gloss', hex: '#0b0b0b' } });

    await user.click(view.getByRole('button', { name: M.getQuote }));
    await user.type(await view.findByRole('textbox', { name: M.name }), 'Sam Lee');
    await user.type(view.getByRole('textbox', { name: M.emailLabel }), 'sam@example.com');
    // A photo names no car: the form asks which one it is.
    const car = view.getByRole('group', { name: VEHICLE_WORDS.legend });
    await user.type(within(car).getByRole('textbox', { name: VEHICLE_WORDS.year }), '2019');
    await user.type(within(car).getByRole('textbox', { name: VEHICLE_WORDS.make }), 'Mazda');
    await user.type(within(car).getByRole('textbox', { name: VEHICLE_WORDS.model }), 'CX-5');
    await user.click(view.getByRole('checkbox', { name: M.consent('Northside Wraps') }));
    await user.click(view.getByRole('button', { name: M.send }));
    await view.findByText(M.thanksTitle);
    expect(api.calls.filter((call) => call.url.endsWith('/leads')).at(-1)?.body).toMatchObject({
      renderId: photoRender?.renderId,
      name: 'Sam Lee',
      vehicle: { year: 2019, make: 'Mazda', model: 'CX-5' },
    });
    for (const spy of objectUrls) spy.mockRestore();
  });

  it('out of credits, says so, and takes the visitor’s details for the wrap they picked (a lead without a picture)', async () => {
    const root = standalone('https://broke.wrapsmith.test');
    const { view } = await pickVehicleAndColour(root, 'Gloss Black');
    const message = M.noCredits('Northside Wraps');
    expect((await view.findByRole('alert')).textContent).toContain(M.noCreditsLead('Northside Wraps'));
    expect(view.queryByRole('dialog')).toBeNull();
    expect(eventsNamed('wrapsmith:error')).toContainEqual({ code: 'NO_CREDITS', message });

    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: M.leaveDetails }));
    expect(await view.findByRole('heading', { name: M.noPictureQuoteTitle })).toBeTruthy();
    // The catalogue names the car: the form does not ask for it.
    expect(view.queryByRole('group', { name: VEHICLE_WORDS.legend })).toBeNull();
    await user.type(view.getByRole('textbox', { name: M.name }), 'Dana Reyes');
    await user.type(view.getByRole('textbox', { name: M.emailLabel }), 'dana@example.com');
    await user.click(view.getByRole('checkbox', { name: M.consent('Northside Wraps') }));
    await user.click(view.getByRole('button', { name: M.send }));
    await view.findByText(M.thanksTitle);
    const lead = apis['https://broke.wrapsmith.test'].calls.find((call) => call.url.endsWith('/leads'));
    expect(lead?.body).toMatchObject({ design: { filmId: '3m-g12', year: 2024, make: 'Tesla', model: 'Model 3', bodyStyle: 'sedan' }, name: 'Dana Reyes' });
    expect((lead?.body as { renderId?: unknown }).renderId).toBeUndefined();
    expect(eventsNamed('wrapsmith:lead')).toContainEqual({ leadId: 'lead_1', renderId: null });
    // Focus moves to the thanks on the next frame: let it land before the next test.
    await waitFor(() => expect(document.activeElement).toBe(root.host));
  });

  it('says the widget is not enabled here when the origin is not allowed, and never renders', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = standalone('https://denied.wrapsmith.test');
    const alert = await inShadow(root).findByRole('alert');
    expect(alert.textContent).toContain(M.originNotAllowed);
    expect(eventsNamed('wrapsmith:error')).toContainEqual({ code: 'ORIGIN_NOT_ALLOWED', message: M.originNotAllowed });
    // The Year list was asked beside the config (issue 23 item 23); nothing after the refusal.
    expect(apis['https://denied.wrapsmith.test'].calls.map((call) => call.url.split('/').pop())).toEqual(['config', 'get-years']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('allowed websites'));
    warn.mockRestore();
  });

  it('offers a retry when the network is down', async () => {
    const root = standalone('https://offline.wrapsmith.test');
    const view = inShadow(root);
    expect((await view.findByRole('alert')).textContent).toContain(M.network);
    expect(view.getByRole('button', { name: M.retry })).toBeTruthy();
    expect(eventsNamed('wrapsmith:error')).toContainEqual({ code: 'NETWORK', message: M.network });
  });

  it('opens the popup from a data-wrapsmith-open element, closes on Escape and gives focus back', async () => {
    const opener = document.getElementById('opener') as HTMLButtonElement;
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    opener.focus();
    opener.click();
    const host = document.querySelector('body > wrapsmith-visualizer[mode="popup"]');
    const view = inShadow(shadowOf(host));
    const dialog = await view.findByRole('dialog', { name: M.dialogTitle('Northside Wraps') });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(host?.shadowRoot?.activeElement).toBe(dialog));

    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('runs commands directly once loaded: floating adds the round button, open and close drive the dialog', async () => {
    win.Wrapsmith?.('floating');
    const host = document.querySelector('body > wrapsmith-visualizer[mode="floating"]');
    expect(document.querySelectorAll('body > wrapsmith-visualizer[mode="popup"]')).toHaveLength(0);
    const view = inShadow(shadowOf(host));
    const fab = await view.findByRole('button', { name: M.openFloating });
    await userEvent.setup().click(fab);
    await view.findByRole('dialog');
    win.Wrapsmith?.('close');
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    win.Wrapsmith?.('open');
    await view.findByRole('dialog');
    win.Wrapsmith?.('close');
    expect(document.querySelectorAll('body > wrapsmith-visualizer[mode]')).toHaveLength(1);
  });

  it("passes events to handlers registered with Wrapsmith('on', …)", async () => {
    const seen: unknown[] = [];
    win.Wrapsmith?.('on', 'error', (detail: unknown) => seen.push(detail));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await inShadow(standalone('https://denied.wrapsmith.test')).findByRole('alert');
    expect(seen).toContainEqual({ code: 'ORIGIN_NOT_ALLOWED', message: M.originNotAllowed });
    warn.mockRestore();
    window.dispatchEvent(new CustomEvent('wrapsmith:error', { detail: { code: 'NETWORK', message: 'x' } }));
    expect(seen).toContainEqual({ code: 'NETWORK', message: 'x' });
  });
});
