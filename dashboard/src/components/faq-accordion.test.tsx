import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANDING_FAQ, LANDING_FAQ_LEFT_COUNT } from '../content/faq.ts';
import { FaqAccordion } from './faq-accordion.tsx';

function setup() {
  const view = render(<FaqAccordion entries={LANDING_FAQ} leftCount={LANDING_FAQ_LEFT_COUNT} />);
  const questions = screen.getAllByRole('button');
  const expanded = () => questions.filter((q) => q.getAttribute('aria-expanded') === 'true').map((q) => q.textContent);
  return { ...view, questions, expanded };
}

describe('FaqAccordion (landing FAQ)', () => {
  it('shows 17 questions, 8 in the left column and 9 in the right, all closed', () => {
    const { container, questions, expanded } = setup();
    expect(questions).toHaveLength(17);
    const columns = container.querySelectorAll('.app-faq__column');
    expect(columns).toHaveLength(2);
    expect(columns[0]?.querySelectorAll('button')).toHaveLength(8);
    expect(columns[1]?.querySelectorAll('button')).toHaveLength(9);
    expect(expanded()).toEqual([]);
    expect(new Set(LANDING_FAQ.map((e) => e.question)).size).toBe(17);
  });

  it('opens one answer at a time, across both columns, and closes the open one on a second click', async () => {
    const { questions, expanded } = setup();
    const [first, , , , , , , , ninth] = questions;
    if (!first || !ninth) throw new Error('missing questions');

    await userEvent.click(first);
    expect(expanded()).toHaveLength(1);
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(answer?.hidden).toBe(false);
    expect(answer?.textContent).toBe(LANDING_FAQ[0]?.answer);

    await userEvent.click(ninth);
    expect(expanded()).toEqual([ninth.textContent]);
    expect(answer?.hidden).toBe(true);

    await userEvent.click(ninth);
    expect(expanded()).toEqual([]);
  });

  it('is keyboard operable', async () => {
    const { questions, expanded } = setup();
    await userEvent.tab();
    expect(document.activeElement).toBe(questions[0]);
    await userEvent.keyboard('{Enter}');
    expect(expanded()).toEqual([questions[0]?.textContent]);
    await userEvent.keyboard(' ');
    expect(expanded()).toEqual([]);
  });
});
