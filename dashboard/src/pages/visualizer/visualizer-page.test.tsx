import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIND_A_SHOP_URL, PUBLIC_VISUALIZER } from '../../content/visualizer-page.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { STUDIO_REPLIES, generated } from '../../features/studio/studio-replies.test-support.ts';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

function enabledSelect(name: string): HTMLSelectElement {
  const element = screen.getByRole<HTMLSelectElement>('combobox', { name });
  if (element.disabled) throw new Error(`${name} is still disabled`);
  return element;
}

describe('public visualizer (/visualizer)', () => {
  it('signed out: the pickers work offline and a colour speaks to a car owner and to a shop instead of rendering', async () => {
    const { calls } = renderApp('/visualizer');
    expect(screen.getByText(PUBLIC_VISUALIZER.audiences)).toBeTruthy();
    expect(screen.queryByText(/Create a free shop account/)).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(await waitFor(() => enabledSelect('Year')), '2020');
    await user.selectOptions(await waitFor(() => enabledSelect('Make')), 'Ford');
    await user.selectOptions(await waitFor(() => enabledSelect('Model')), 'Mustang');
    const swatch = firstSwatch(await screen.findAllByRole('button', { pressed: false }));
    await user.click(swatch);

    const owner = screen.getByRole('region', { name: PUBLIC_VISUALIZER.ownerTitle });
    const mail = new URL(within(owner).getByRole('link', { name: PUBLIC_VISUALIZER.sendToShop }).getAttribute('href') ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toMatch(/^Wrap quote: 2020 Ford Mustang in \S/);
    expect(mail.searchParams.get('body')).toContain('/visualizer');
    const find = within(owner).getByRole('link', { name: `${PUBLIC_VISUALIZER.findShop}${PUBLIC_VISUALIZER.newTab}` });
    expect(find.getAttribute('href')).toBe(FIND_A_SHOP_URL);
    expect(find.getAttribute('rel')).toBe('noopener noreferrer');

    const shop = screen.getByRole('region', { name: PUBLIC_VISUALIZER.shopTitle });
    expect(within(shop).getByRole('link', { name: PUBLIC_VISUALIZER.startTrial }).getAttribute('href')).toBe('/signUp');
    expect(calls.some((c) => c.path.startsWith('/user/tool'))).toBe(false);
  });

  it("signed in: renders on the shop's API", async () => {
    const { calls } = renderApp('/visualizer', {
      user: makeUser({ credits: 3 }),
      replies: { ...STUDIO_REPLIES, 'POST /user/tool/generate-car-image': generated(2) },
    });
    const user = userEvent.setup();
    await user.selectOptions(await waitFor(() => enabledSelect('Year')), '2024');
    await user.selectOptions(await waitFor(() => enabledSelect('Make')), 'Tesla');
    await user.selectOptions(await waitFor(() => enabledSelect('Model')), 'Model 3');
    await user.click(await screen.findByRole('button', { name: 'Gloss Black (G12)' }));
    expect(await screen.findByRole('img', { name: '2024 Tesla Model 3 wrapped in 3M Gloss Black (G12)' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/user/tool/generate-car-image')).toHaveLength(1);
  });
});

/** The first colour swatch (swatches are the toggle buttons of the colour list). */
function firstSwatch(buttons: HTMLElement[]): HTMLElement {
  const swatch = buttons.find((button) => button.classList.contains('wsv-swatch'));
  if (!swatch) throw new Error('no colour swatch shown');
  return swatch;
}
