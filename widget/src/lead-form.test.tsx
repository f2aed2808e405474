import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { h, render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadPayload } from './api.ts';
import { LEAD_VEHICLE_MESSAGES as V } from '@wrapsmith/core/rules';
import { LeadForm, type LeadFormProps } from './lead-form.tsx';
import { VEHICLE_WORDS as W } from './lead.ts';
import { WIDGET_MESSAGES as M } from './messages.ts';

let container: HTMLElement | null = null;

afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = null;
});

function mount(overrides: Partial<LeadFormProps> = {}) {
  const props: LeadFormProps = {
    shopName: 'Northside Wraps',
    renderId: 'r_7',
    imageSrc: 'data:image/png;base64,AA==',
    onSubmit: vi.fn(async (_lead: LeadPayload) => {}),
    onSent: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
  container = document.createElement('div');
  document.body.append(container);
  render(h(LeadForm, props), container);
  return props;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: M.name }), 'Dana Reyes');
  await user.type(screen.getByRole('textbox', { name: M.emailLabel }), 'dana@example.com');
  await user.click(screen.getByRole('checkbox', { name: M.consent('Northside Wraps') }));
}

describe('LeadForm', () => {
  it('does not send without consent, says why and moves focus to the checkbox', async () => {
    const props = mount();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: M.name }), 'Dana Reyes');
    await user.type(screen.getByRole('textbox', { name: M.emailLabel }), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: M.send }));
    expect(await screen.findByText(M.consentRequired)).toBeTruthy();
    const consent = screen.getByRole('checkbox', { name: M.consent('Northside Wraps') });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(consent);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('flags a malformed email on its field', async () => {
    const props = mount();
    const user = userEvent.setup();
    await fillValid(user);
    const email = screen.getByRole('textbox', { name: M.emailLabel });
    await user.clear(email);
    await user.type(email, 'dana@example');
    await user.click(screen.getByRole('button', { name: M.send }));
    expect(await screen.findByText(M.emailInvalid)).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText(M.emailInvalid).id);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('sends the lead with the render, the page, the honeypot and when the form opened', async () => {
    const props = mount();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: M.send }));
    await waitFor(() => expect(props.onSent).toHaveBeenCalled());
    const lead = vi.mocked(props.onSubmit).mock.calls[0]?.[0];
    expect(lead).toMatchObject({ renderId: 'r_7', name: 'Dana Reyes', email: 'dana@example.com', consent: true, website: '', pageUrl: location.href });
    expect(lead?.startedAt).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the honeypot away from people and thanks a bot without sending anything', async () => {
    const props = mount();
    const honeypot = container?.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    const user = userEvent.setup();
    await fillValid(user);
    if (honeypot) await user.type(honeypot, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: M.send }));
    await waitFor(() => expect(props.onSent).toHaveBeenCalled());
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('shows why sending failed and lets the visitor try again', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('Please try again in a minute.')).mockResolvedValueOnce(undefined);
    const props = mount({ onSubmit });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: M.send }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again in a minute.');
    expect(props.onSent).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: M.send }));
    await waitFor(() => expect(props.onSent).toHaveBeenCalled());
  });

  it('asks for the car only under a render of the visitor’s own photo', () => {
    mount();
    expect(screen.queryByRole('group', { name: W.legend })).toBeNull();
    expect(screen.queryByRole('textbox', { name: W.make })).toBeNull();
    render(null, container as HTMLElement);
    container?.remove();
    mount({ askVehicle: true });
    const group = screen.getByRole('group', { name: W.legend });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText(W.hint).id);
    const inputs = [W.year, W.make, W.model].map((name) => screen.getByRole('textbox', { name }) as HTMLInputElement);
    expect(inputs.every((input) => group.contains(input))).toBe(true);
    expect(inputs.map((input) => [input.type, input.inputMode, input.maxLength])).toEqual([['text', 'numeric', 4], ['text', '', 60], ['text', '', 60]]);
  });

  it('sends the lead without a car when the group is left empty', async () => {
    const props = mount({ askVehicle: true });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: M.send }));
    await waitFor(() => expect(props.onSent).toHaveBeenCalled());
    expect(vi.mocked(props.onSubmit).mock.calls[0]?.[0]).not.toHaveProperty('vehicle');
  });

  it('takes all three or none: a car given in part is not sent, the group says why and focus goes to the first empty field', async () => {
    const props = mount({ askVehicle: true });
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: W.year }), '2015');
    await user.type(screen.getByRole('textbox', { name: W.model }), 'Civic');
    await user.click(screen.getByRole('button', { name: M.send }));
    const message = await screen.findByText(V.allOrNone);
    const make = screen.getByRole('textbox', { name: W.make });
    expect(document.activeElement).toBe(make);
    expect(make.getAttribute('aria-invalid')).toBe('true');
    expect(make.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('textbox', { name: W.year }).getAttribute('aria-invalid')).toBeNull();
    expect(props.onSubmit).not.toHaveBeenCalled();

    // A year out of range is said on the year, from the keyboard alone.
    await user.type(make, 'Honda');
    const year = screen.getByRole('textbox', { name: W.year });
    await user.clear(year);
    await user.type(year, '1985{Enter}');
    expect(await screen.findByText(V.year)).toBeTruthy();
    expect(document.activeElement).toBe(year);
    expect(screen.queryByText(V.allOrNone)).toBeNull();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('sends the car with the lead, trimmed, the year as a number', async () => {
    const props = mount({ askVehicle: true });
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: W.year }), '2015');
    await user.type(screen.getByRole('textbox', { name: W.make }), ' Honda ');
    await user.type(screen.getByRole('textbox', { name: W.model }), 'Civic Type R');
    await user.click(screen.getByRole('button', { name: M.send }));
    await waitFor(() => expect(props.onSent).toHaveBeenCalled());
    expect(vi.mocked(props.onSubmit).mock.calls[0]?.[0]).toMatchObject({ renderId: 'r_7', vehicle: { year: 2015, make: 'Honda', model: 'Civic Type R' } });
  });
});
