import type { Finish } from '@wrapsmith/catalog';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FinishTabs } from './finish-tabs.tsx';

function Harness({ finishes }: { finishes: Finish[] }) {
  const [finish, setFinish] = useState<Finish>(finishes[0] ?? 'gloss');
  return (
    <FinishTabs finishes={finishes} value={finish} onChange={setFinish}>
      <p>Colours of {finish}</p>
    </FinishTabs>
  );
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('FinishTabs', () => {
  it('shows only finishes that have films, in catalogue order, with spec labels', () => {
    render(<Harness finishes={['carbon', 'gloss', 'flip', 'satin']} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Gloss', 'Satin', 'Flip', 'Carbon Fiber']);
    expect(screen.getByRole('tablist', { name: 'Finishes' })).toBeTruthy();
  });

  it('is one tab stop; arrows, Home and End move focus and select, wrapping at the ends', async () => {
    render(<Harness finishes={['gloss', 'satin', 'matte', 'carbon']} />);
    const user = userEvent.setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Gloss');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Satin');
    expect(document.activeElement).toBe(selectedTab());
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);

    await user.keyboard('{End}');
    expect(selectedTab()?.textContent).toBe('Carbon Fiber');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Gloss');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()?.textContent).toBe('Carbon Fiber');
    await user.keyboard('{Home}');
    expect(selectedTab()?.textContent).toBe('Gloss');
    expect(document.activeElement).toBe(selectedTab());
  });

  it('labels its panel with the selected tab and shows that finish’s colours', async () => {
    render(<Harness finishes={['gloss', 'matte']} />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Matte' }));
    const panel = screen.getByRole('tabpanel', { name: 'Matte' });
    expect(panel.textContent).toBe('Colours of matte');
    expect(screen.getByRole('tab', { name: 'Matte' }).getAttribute('aria-controls')).toBe(panel.id);
  });
});
