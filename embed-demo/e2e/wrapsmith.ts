// The real Wrapsmith for the embed-demo's browser tests: the built API (which serves the dashboard, the widget and
// the public widget API) on a free port with its own data, and the sample shop site on two more free ports: `site`,
// added to the demo key's allowed origins through the shop's own API as the shop would in its widget settings (a
// developer's `npm start` keeps 3001), and `elsewhere`, which is not. The demo owner's API tells what the shop sees.
import { startServer, type RunningServer } from '@wrapsmith/e2e-kit';
import type { LeadDto } from '@wrapsmith/core/contract';
import type { Locator } from 'playwright-core';
import { DEMO_SHOP_KEY, startDemoServer } from '../server.mjs';

export const DEMO_OWNER = { email: 'demo@wrapsmith.local', password: 'wrapsmith-demo' };

type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;

export interface Wrapsmith {
  server: RunningServer;
  /** The sample shop site on an allowed origin. */
  site: DemoServer;
  /** The same site on an origin the demo key does not allow. */
  elsewhere: DemoServer;
  /** The demo owner's API, signed in with a bearer token. */
  owner: (path: string, init?: RequestInit) => Promise<Response>;
  /** The shop's credit balance. */
  credits: () => Promise<number>;
  /** The shop's leads, newest first. */
  leads: () => Promise<LeadDto[]>;
  stop: () => Promise<void>;
}

async function signIn(url: string): Promise<Wrapsmith['owner']> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  if (!login.ok) throw new Error(`the demo owner cannot sign in: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const headers = { Authorization: `Bearer ${data.accessToken}`, 'Content-Type': 'application/json' };
  return (path, init = {}) => fetch(`${url}${path}`, { ...init, headers });
}

async function allowOnDemoKey(owner: Wrapsmith['owner'], origin: string): Promise<void> {
  const list = (await (await owner('/api/v1/user/widget/keys')).json()) as { data: { _id: string; key: string; origins: string[] }[] };
  const demoKey = list.data.find((k) => k.key === DEMO_SHOP_KEY);
  if (!demoKey) throw new Error(`the seed has no key ${DEMO_SHOP_KEY}`);
  const res = await owner(`/api/v1/user/widget/keys/${demoKey._id}/origins`, { method: 'PUT', body: JSON.stringify({ origins: [...demoKey.origins, origin] }) });
  if (!res.ok) throw new Error(`allowing ${origin} failed: ${res.status} ${await res.text()}`);
}

/** `env`: extra settings for the API (e.g. Stripe pointed at a local fake). */
export async function startWrapsmith({ env }: { env?: Record<string, string> } = {}): Promise<Wrapsmith> {
  const server = await startServer(env ? { env } : {});
  const sites: DemoServer[] = [];
  try {
    const owner = await signIn(server.url);
    const site = await startDemoServer({ port: 0, host: '127.0.0.1', wrapsmithUrl: server.url, shopKey: DEMO_SHOP_KEY });
    sites.push(site);
    await allowOnDemoKey(owner, site.url);
    const elsewhere = await startDemoServer({ port: 0, host: '127.0.0.1', wrapsmithUrl: server.url, shopKey: DEMO_SHOP_KEY });
    sites.push(elsewhere);
    return {
      server,
      site,
      elsewhere,
      owner,
      async credits() {
        const info = (await (await owner('/api/v1/auth/user-info')).json()) as { data: { user: { credits: number } } };
        return info.data.user.credits;
      },
      async leads() {
        return ((await (await owner('/api/v1/user/leads')).json()) as { data: LeadDto[] }).data;
      },
      async stop() {
        await Promise.all(sites.map((s) => s.stop()));
        await server.stop();
      },
    };
  } catch (error) {
    await Promise.all(sites.map((s) => s.stop()));
    await server.stop();
    throw error;
  }
}

/**
 * Opens the quote form under the widget's render and sends it as a person would: the server refuses a form sent
 * within 3 s of opening it or of its render (bots), so this waits a little longer than that before sending.
 */
export async function sendQuote(widget: Locator, who: { name: string; email: string }): Promise<void> {
  await widget.getByRole('button', { name: 'Get a quote' }).click();
  await widget.getByRole('textbox', { name: 'Name' }).fill(who.name);
  await widget.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await widget.getByRole('checkbox', { name: /may contact me/ }).check();
  await widget.page().waitForTimeout(3_200);
  await widget.getByRole('button', { name: 'Send my request' }).click();
  await widget.getByRole('heading', { name: 'Thank you!' }).waitFor();
}
