import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loginInput } from '@wrapsmith/core';
import { errorBodyKey } from '../api/errors.ts';
import { TextField } from '../components/field.tsx';
import { useZodForm, type FormContract } from './form.ts';

function apiFailure(message: string): HTTPError {
  const response = new Response(null, { status: 401 });
  const error = new HTTPError(response, new Request('http://localhost/api/v1/auth/login'), {} as never);
  return Object.assign(error, { [errorBodyKey]: { error: { message } } });
}

function LoginForm({ send }: { send: (input: { email: string; password: string }) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, failure, submitting, handleSubmit } = useZodForm(loginInput, 'Login failed');
  return (
    <form onSubmit={handleSubmit(() => ({ email, password }), send)} noValidate>
      <TextField label="Email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <TextField label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
      {failure ? <p role="alert">{failure}</p> : null}
      <button type="submit" disabled={submitting}>
        {submitting ? 'Signing in…' : 'Enter Studio'}
      </button>
    </form>
  );
}

describe('useZodForm', () => {
  it('shows the contract’s messages by their fields, focuses the first invalid one and sends nothing', async () => {
    const send = vi.fn(async () => {});
    render(<LoginForm send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Enter Studio' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the parsed values with the submit button busy, then shows the API’s message on failure', async () => {
    let fail = (_error: unknown) => {};
    const send = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    render(<LoginForm send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), '  Ana@Shop.COM ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Enter Studio' }));
    expect(send).toHaveBeenCalledWith({ email: 'ana@shop.com', password: 'secret' });
    expect((screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement).disabled).toBe(true);
    fail(apiFailure('Invalid email or password'));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect((screen.getByRole('button', { name: 'Enter Studio' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('falls back to the form’s own text when the API sent no message', async () => {
    render(<LoginForm send={() => Promise.reject(new Error('offline'))} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@shop.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Enter Studio' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });
});

function LazyLoginForm({ load, send }: { load: () => Promise<FormContract<{ email: string; password: string }>>; send: () => Promise<void> }) {
  const [email, setEmail] = useState('');
  const { errors, failure, handleSubmit } = useZodForm(load, 'Login failed');
  return (
    <form onSubmit={handleSubmit(() => ({ email, password: 'secret' }), send)} noValidate>
      <TextField label="Email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      {failure ? <p role="alert">{failure}</p> : null}
      <button type="submit">Enter Studio</button>
    </form>
  );
}

describe('useZodForm with a contract loaded on demand', () => {
  it('starts loading at the first focus, once, and checks the values with it on submit', async () => {
    const load = vi.fn(async () => loginInput);
    const send = vi.fn(async () => {});
    render(<LazyLoginForm load={load} send={send} />);
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Email'));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Enter Studio' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'Ana@Shop.com');
    await user.click(screen.getByRole('button', { name: 'Enter Studio' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'ana@shop.com', password: 'secret' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the form failed when the contract cannot load, and loads it again on the next submit', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    // The first focus's preload and the first submit both fail; the second submit loads it.
    const load = vi.fn().mockRejectedValueOnce(offline).mockRejectedValueOnce(offline).mockResolvedValue(loginInput);
    const send = vi.fn(async () => {});
    render(<LazyLoginForm load={load} send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@shop.com');
    await user.click(screen.getByRole('button', { name: 'Enter Studio' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Enter Studio' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'ana@shop.com', password: 'secret' }));
  });
});
