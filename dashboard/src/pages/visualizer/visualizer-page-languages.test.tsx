// Issue 28 item 1: the public visualizer page's own words in the visitor's language (German), the visualizer's
// pickers in the same language, and the car owner's email to a shop written in it too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VIS_DE from '@wrapsmith/visualizer/i18n/de';
import { loadArea } from '../../i18n/area.ts';
import SHARE_DE from '../../i18n/areas/share-visualizer/de.ts';
import { SHARE_VISUALIZER_EN } from '../../i18n/areas/share-visualizer/en.ts';
import { SHARE_VISUALIZER } from '../../i18n/areas/share-visualizer/index.ts';
import { speak } from '../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { renderApp } from '../../test/render-app.tsx';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => speak('en'));

function enabledSelect(name: string): HTMLSelectElement {
  const element = screen.getByRole<HTMLSelectElement>('combobox', { name });
  if (element.disabled) throw new Error(`${name} is still disabled`);
  return element;
}

describe('the public visualizer page in German', () => {
  it('speaks German around the visualizer and in it, and writes the email to a shop in German', async () => {
    await speak('de');
    await loadArea(SHARE_VISUALIZER, 'de');
    renderApp('/visualizer');
    expect(await screen.findByRole('heading', { level: 1, name: SHARE_DE['shareVis.title'] })).toBeTruthy();
    expect(await screen.findByText(SHARE_DE['shareVis.audiences'], {}, { timeout: 5000 })).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(await waitFor(() => enabledSelect(VIS_DE.year)), '2020');
    await user.selectOptions(await waitFor(() => enabledSelect(VIS_DE.make)), 'Ford');
    await user.selectOptions(await waitFor(() => enabledSelect(VIS_DE.model)), 'Mustang');
    const swatches = await screen.findAllByRole('button', { pressed: false });
    const swatch = swatches.find((button) => button.classList.contains('wsv-swatch'));
    if (!swatch) throw new Error('no colour swatch shown');
    await user.click(swatch);
    const owner = await screen.findByRole('region', { name: SHARE_DE['shareVis.ownerTitle'] });
    const mail = new URL(within(owner).getByRole('link', { name: SHARE_DE['shareVis.sendToShop'] }).getAttribute('href') ?? '');
    expect(mail.searchParams.get('subject')).toMatch(/^Angebot Folierung: 2020 Ford Mustang in \S/);
    expect(mail.searchParams.get('body')).toContain('Ich habe sie auf');
    expect(screen.getByRole('region', { name: SHARE_DE['shareVis.shopTitle'] })).toBeTruthy();
    expect(englishShown(sentencesOf(SHARE_VISUALIZER_EN))).toEqual([]);
  });
});
