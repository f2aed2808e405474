import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisualizerError, type RenderResult } from './client.ts';
import { VISUALIZER_MESSAGES as M } from './messages.ts';
import { visualizerCss } from './styles.ts';
import { createFakeClient, deferred, RENDERED } from './test/fake-client.ts';
import { Visualizer } from './visualizer.tsx';

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

function enabledSelect(name: string): HTMLSelectElement {
  const element = screen.getByRole<HTMLSelectElement>('combobox', { name });
  if (element.disabled) throw new Error(`${name} is still disabled`);
  return element;
}

async function pickVehicle(user: ReturnType<typeof userEvent.setup>, year = '2024', make = 'Tesla', model = 'Model 3') {
  await user.selectOptions(await waitFor(() => enabledSelect(M.year)), year);
  await user.selectOptions(await waitFor(() => enabledSelect(M.make)), make);
  await user.selectOptions(await waitFor(() => enabledSelect(M.model)), model);
}

const colour = (name: string) => screen.findByRole('button', { name });

describe('Visualizer', () => {
  it('renders the clicked colour for the picked vehicle, shows the image and scrolls to it', async () => {
    const client = createFakeClient();
    const onRendered = vi.fn();
    render(<Visualizer client={client} credits={5} onRendered={onRendered} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await colour('Gloss Black G12'));

    const expected = {
      year: 2024,
      make: 'Tesla',
      model: 'Model 3',
      finish: 'gloss',
      color: '#0b0b0b',
      description: '',
      brand: '3M',
      filmId: '3m-g12',
      bodyStyle: 'sedan',
    };
    expect(client.render).toHaveBeenCalledWith(expected);
    const image = await screen.findByRole<HTMLImageElement>('img', { name: '2024 Tesla Model 3 wrapped in 3M Gloss Black G12' });
    expect(image.src).toBe(RENDERED.imageSrc);
    expect(onRendered).toHaveBeenCalledWith(RENDERED, expected);
    expect(screen.getByRole('button', { name: 'Gloss Black G12', pressed: true })).toBeTruthy();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: M.download }).getAttribute('download')).toBe(
      '2024-tesla-model-3-3m-gloss-black-g12.png',
    );
  });

  it('says under a picture made from the shop’s own photo of the car that it is a real photo, and whose', async () => {
    const client = createFakeClient();
    client.render.mockResolvedValueOnce({ ...RENDERED, libraryPhoto: { shopName: 'Northside Wraps' } }).mockResolvedValueOnce(RENDERED);
    render(<Visualizer client={client} credits={5} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await colour('Gloss Black G12'));
    expect(await screen.findByText(M.libraryNote('Northside Wraps'))).toBeTruthy();
    // A drawing says nothing of the kind.
    await user.click(await colour('Gloss Hot Rod Red G13'));
    await waitFor(() => expect(screen.queryByText(M.libraryNote('Northside Wraps'))).toBeNull());
  });

  it('includes body style, finish of the tab and the extras in the request', async () => {
    const client = createFakeClient();
    render(<Visualizer client={client} />);
    const user = userEvent.setup();
    await pickVehicle(user, '2024', 'Ford', 'F-150');
    await user.selectOptions(screen.getByRole('combobox', { name: M.bodyStyle }), 'van');
    await user.click(screen.getByText(M.extras));
    await user.click(screen.getByRole('checkbox', { name: M.chromeDelete }));
    await user.click(screen.getByRole('checkbox', { name: M.roof }));
    await user.click(screen.getByRole('radio', { name: M.ppfGloss }));
    await user.click(await screen.findByRole('tab', { name: 'Flip' }));
    await user.click(await colour('Flip Psychedelic GP281'));

    expect(client.render).toHaveBeenCalledWith(
      expect.objectContaining({
        model: 'F-150',
        bodyStyle: 'van',
        finish: 'flip',
        filmId: '3m-gp281',
        zones: { chromeDelete: true, roof: '#111111', ppf: 'gloss' },
      }),
    );
  });

  it('marks the picture out of date when an extra changes, offers to draw it with its cost, and names the extras', async () => {
    const client = createFakeClient();
    render(<Visualizer client={client} credits={5} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await colour('Gloss Hot Rod Red G13'));
    await screen.findByRole('img', { name: '2024 Tesla Model 3 wrapped in 3M Gloss Hot Rod Red G13' });
    expect(screen.queryByText(M.outOfDate)).toBeNull();

    // The roof from the catalogue: a brand, then its film.
    await user.click(screen.getByText(M.extras));
    await user.click(screen.getByRole('checkbox', { name: M.roof }));
    expect(await screen.findByText(M.outOfDate)).toBeTruthy();
    await user.selectOptions(await waitFor(() => enabledSelect(M.zoneBrand(M.roof))), '3m');
    await user.selectOptions(await waitFor(() => enabledSelect(M.zoneFilm(M.roof))), '3m-g12');
    await user.click(screen.getByRole('checkbox', { name: M.chromeDelete }));
    expect(client.render).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: M.updatePictureCost }));
    expect(client.render).toHaveBeenLastCalledWith(expect.objectContaining({ filmId: '3m-g13', zones: { roof: '#0b0b0b', chromeDelete: true } }));
    await waitFor(() => expect(screen.queryByText(M.outOfDate)).toBeNull());
    expect(screen.getByText('2024 Tesla Model 3 · 3M Gloss Hot Rod Red G13 · Roof: 3M Gloss Black G12 · Chrome delete')).toBeTruthy();
    expect(screen.getByRole('link', { name: M.download }).getAttribute('download')).toBe(
      '2024-tesla-model-3-3m-gloss-hot-rod-red-g13-roof-3m-gloss-black-g12-chrome-delete.png',
    );

    // Turning the extra back off and on again: back to what is shown, nothing out of date.
    await user.click(screen.getByRole('checkbox', { name: M.chromeDelete }));
    expect(screen.getByText(M.outOfDate)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: M.chromeDelete }));
    expect(screen.queryByText(M.outOfDate)).toBeNull();
  });

  it('says when a picture was served again without a credit', async () => {
    const client = createFakeClient();
    client.render.mockResolvedValueOnce({ ...RENDERED, charged: false });
    render(<Visualizer client={client} credits={5} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await colour('Gloss Black G12'));
    expect(await screen.findByText(M.noCreditUsed)).toBeTruthy();
  });

  it('blocks a render at 0 credits: the plans popup opens and the server is not called', async () => {
    const client = createFakeClient();
    render(<Visualizer client={client} credits={0} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await colour('Gloss Black G12'));
    expect(screen.getByRole('dialog', { name: M.noCreditsTitle })).toBeTruthy();
    expect(client.render).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: M.maybeLater }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['402 (no credits)', new VisualizerError('NO_CREDITS', 'No credits left', 402), M.noCreditsTitle],
    ['429 (rate limited)', new VisualizerError('RATE_LIMITED', '', 429), M.tooManyTitle],
    ['an answer without image data', new VisualizerError('NO_IMAGE'), M.tooManyTitle],
  ])('opens the right popup for %s', async (_case, failure, title) => {
    const client = createFakeClient();
    client.render.mockRejectedValueOnce(failure);
    render(<Visualizer client={client} credits={3} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await colour('Gloss Black G12'));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says other failures inline: the server message, else the spec default', async () => {
    const client = createFakeClient();
    client.render.mockRejectedValueOnce(new VisualizerError('HTTP', 'The render engine is restarting', 503));
    client.render.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    render(<Visualizer client={client} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await colour('Gloss Black G12'));
    expect((await screen.findByRole('alert')).textContent).toContain('The render engine is restarting');

    await user.click(screen.getByRole('button', { name: 'Gloss Hot Rod Red G13' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(M.generationFailed));
    await user.click(screen.getByRole('button', { name: M.dismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows the loading overlay while rendering, tells the host, and ignores clicks meanwhile', async () => {
    const client = createFakeClient();
    const pending = deferred<RenderResult>();
    client.render.mockImplementationOnce(() => pending.promise);
    const onGeneratingChange = vi.fn();
    render(<Visualizer client={client} onGeneratingChange={onGeneratingChange} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await colour('Gloss Black G12'));

    expect(onGeneratingChange).toHaveBeenLastCalledWith(true);
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: M.preview }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText(M.generating)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gloss Hot Rod Red G13' }));
    expect(client.render).toHaveBeenCalledTimes(1);

    await act(async () => {
      pending.resolve(RENDERED);
      await pending.promise;
    });
    expect(onGeneratingChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('img')).toBeTruthy();
  });

  it('asks for a vehicle before rendering', async () => {
    const client = createFakeClient();
    render(<Visualizer client={client} />);
    await userEvent.setup().click(await colour('Gloss Black G12'));
    expect(screen.getByRole('alert').textContent).toContain(M.pickVehicleFirst);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: M.year }));
    expect(client.render).not.toHaveBeenCalled();
  });

  it('starts on the first brand with films; changing brand resets the colour and says when a brand has none', async () => {
    const client = createFakeClient();
    render(<Visualizer client={client} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await colour('Gloss Black G12'));
    await screen.findByRole('img');
    const brand = screen.getByRole<HTMLSelectElement>('combobox', { name: M.brand });
    expect(brand.value).toBe('3m');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Gloss', 'Satin', 'Flip']);

    await user.selectOptions(brand, 'avery-dennison');
    const matte = await colour('Matte Metallic Blue SW900-634-M');
    expect(matte.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('tab', { name: 'Matte', selected: true })).toBeTruthy();

    await user.selectOptions(brand, 'kpmf');
    expect(screen.getByText(M.noFilms('KPMF'))).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(client.getFilms).not.toHaveBeenCalledWith('kpmf');
  });

  it('shows an error with a retry when brands fail to load', async () => {
    const client = createFakeClient();
    client.getBrands.mockRejectedValueOnce(new Error('down'));
    render(<Visualizer client={client} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(M.brandsFailed);
    await userEvent.setup().click(within(alert).getByRole('button', { name: M.retry }));
    expect(await screen.findByRole('combobox', { name: M.brand })).toBeTruthy();
  });

  it('in public demo mode shows the call to action instead of rendering', async () => {
    const client = createFakeClient();
    render(<Visualizer client={client} callToAction={<a href="/sign-up">Sign up to render this wrap</a>} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await screen.findByRole('tab', { name: 'Satin' }));
    await user.click(await colour('Satin White S10'));
    expect(screen.getByRole('link', { name: 'Sign up to render this wrap' })).toBeTruthy();
    expect(client.render).not.toHaveBeenCalled();
  });

  it('in public demo mode hands the picked look to a call to action given as a function', async () => {
    const client = createFakeClient();
    render(<Visualizer client={client} callToAction={(look) => <p>{`${look.car ?? 'Any car'} in ${look.wrap}`}</p>} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await screen.findByRole('tab', { name: 'Satin' }));
    await user.click(await colour('Satin White S10'));
    expect(screen.getByText(/^2024 Tesla Model 3 in .+Satin White/)).toBeTruthy();
    expect(client.render).not.toHaveBeenCalled();
  });

  it('hands failures to onRenderError instead of the popups, showing the words it returns', async () => {
    const client = createFakeClient();
    client.render.mockRejectedValueOnce(new VisualizerError('RATE_LIMITED', '', 429));
    const onRenderError = vi.fn((error: VisualizerError) => (error.code === 'RATE_LIMITED' ? 'The shop is busy, try again soon.' : undefined));
    const { rerender } = render(<Visualizer client={client} credits={3} onRenderError={onRenderError} />);
    const user = userEvent.setup();
    await pickVehicle(user);
    await user.click(await colour('Gloss Black G12'));
    expect((await screen.findByRole('alert')).textContent).toContain('The shop is busy, try again soon.');
    expect(onRenderError.mock.calls[0]?.[0].code).toBe('RATE_LIMITED');
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Visualizer client={client} credits={0} onRenderError={onRenderError} />);
    await user.click(screen.getByRole('button', { name: 'Gloss Hot Rod Red G13' }));
    expect(onRenderError.mock.calls[1]?.[0].code).toBe('NO_CREDITS');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.render).toHaveBeenCalledTimes(1);
  });

  it('neither offers nor sends a roof colour for a convertible, whose top is fabric', async () => {
    const client = createFakeClient();
    render(<Visualizer client={client} />);
    const user = userEvent.setup();
    await pickVehicle(user, '2024', 'Ford', 'Mustang');
    await user.click(screen.getByText(M.extras));
    await user.click(screen.getByRole('checkbox', { name: M.roof }));
    await user.selectOptions(screen.getByRole('combobox', { name: M.bodyStyle }), 'convertible');
    expect(screen.queryByRole('checkbox', { name: M.roof })).toBeNull();
    await user.click(await colour('Gloss Black G12'));
    expect(client.render).toHaveBeenCalledWith(expect.objectContaining({ model: 'Mustang', bodyStyle: 'convertible' }));
    expect(client.render.mock.calls[0]?.[0]).not.toHaveProperty('zones');
  });

  it('offers only the extras it is given, and none for an empty list', async () => {
    const client = createFakeClient();
    const { rerender } = render(<Visualizer client={client} zones={['chromeDelete']} />);
    const user = userEvent.setup();
    await user.click(screen.getByText(M.extras));
    expect(screen.getByRole('checkbox', { name: M.chromeDelete })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: M.roof })).toBeNull();
    rerender(<Visualizer client={client} zones={[]} />);
    expect(screen.queryByText(M.extras)).toBeNull();
  });

  it('styles every visualizer class it renders', async () => {
    const client = createFakeClient();
    client.render.mockRejectedValueOnce(new VisualizerError('HTTP', 'x'));
    render(<Visualizer client={client} />);
    const user = userEvent.setup();
    await pickVehicle(user, '2024', 'Ford', 'F-150');
    await user.click(screen.getByText(M.extras));
    await user.click(await colour('Gloss Black G12'));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Gloss Hot Rod Red G13' }));
    await screen.findByRole('img');
    const used = new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]).filter((c) => c.startsWith('wsv')));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !visualizerCss.includes(`.${name}`))).toEqual([]);
  });
});
