import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { WidgetUsageDto } from '@wrapsmith/core/contract';
import { ApiProvider, createApi } from '../../api/index.ts';
import { apiError, fakeFetch, json, type FakeReply } from '../../test/fake-fetch.ts';
import { TEST_API_BASE } from '../../test/render-app.tsx';
import { USAGE_DAYS, USAGE_MESSAGES, UsageInsights } from './usage-insights.tsx';

function usage(counts: [renders: number, leads: number][]): WidgetUsageDto {
  const days = Array.from({ length: USAGE_DAYS }, (_, i) => {
    const [renders, leads] = counts[i] ?? [0, 0];
    return { date: `2025-06-${String(i + 1).padStart(2, '0')}`, renders, leads, credits: renders };
  });
  const sum = (key: 'renders' | 'leads' | 'credits') => days.reduce((n, d) => n + d[key], 0);
  return { days, totals: { renders: sum('renders'), leads: sum('leads'), credits: sum('credits') } };
}

function show(reply: FakeReply) {
  const fake = fakeFetch({ 'GET /user/widget/usage': reply });
  render(
    <ApiProvider api={createApi({ fetch: fake.fetch, baseUrl: TEST_API_BASE })}>
      <MemoryRouter>
        <UsageInsights />
      </MemoryRouter>
    </ApiProvider>,
  );
  return fake.calls;
}

/** The number a total's <dt> names. */
function total(label: string): string | null | undefined {
  return screen.getAllByText(label).find((el) => el.tagName === 'DT')?.nextElementSibling?.textContent;
}

describe('Usage insights', () => {
  it('asks for the last 14 days and shows the totals, a chart and the same numbers as a table', async () => {
    const calls = show(json({ data: usage([[3, 1], [0, 0], [7, 2]]) }));
    const chart = await screen.findByRole('img', { name: USAGE_MESSAGES.chart });
    expect(calls[0]?.search).toBe(`?days=${USAGE_DAYS}`);
    expect(total('Widget renders')).toBe('10');
    expect(total('Leads')).toBe('3');
    expect(total('Credits spent')).toBe('10');
    // Two bars a day; the tallest is the busiest day's renders.
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(USAGE_DAYS * 2);
    const heights = [...bars].map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[4]);
    expect(heights[0]).toBeCloseTo((3 / 7) * heights[4]!);

    await userEvent.click(screen.getByText('Show the numbers as a table'));
    const table = screen.getByRole('table', { name: 'Widget usage per day' });
    const third = within(table).getByRole('rowheader', { name: 'Jun 3' }).closest('tr') as HTMLElement;
    expect([...third.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['7', '2', '7']);
  });

  it('shows an empty state when the widget had no visitors', async () => {
    show(json({ data: usage([]) }));
    expect(await screen.findByText(USAGE_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByRole('img', { name: USAGE_MESSAGES.chart })).toBeNull();
    expect(total('Widget renders')).toBe('0');
  });

  it('offers a retry when usage cannot be loaded', async () => {
    let fail = true;
    show(() => (fail ? apiError(500, 'Internal error') : json({ data: usage([[1, 0]]) })));
    expect(await screen.findByText(USAGE_MESSAGES.failed)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: USAGE_MESSAGES.chart })).toBeTruthy();
  });
});
