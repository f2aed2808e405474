// Types of server.mjs for the browser tests that start it.
export const DEMO_SHOP_KEY: string;
export function readEnv(env?: Record<string, string | undefined>): { port: number; wrapsmithUrl: string; shopKey: string };
export function startDemoServer(options: {
  port: number;
  wrapsmithUrl: string;
  shopKey: string;
  host?: string;
}): Promise<{ url: string; port: number; stop: () => Promise<void> }>;
