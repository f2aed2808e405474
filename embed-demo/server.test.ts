import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_KEY, readEnv, startDemoServer } from './server.mjs';

describe('readEnv', () => {
  it('defaults to the local product and the demo shop key', () => {
    expect(readEnv({})).toEqual({ port: 3001, wrapsmithUrl: 'http://localhost:3000', shopKey: DEMO_SHOP_KEY });
  });

  it('refuses values it would write into the pages unchecked', () => {
    expect(() => readEnv({ WRAPSMITH_SHOP_KEY: "pk_x'); alert(1); ('" })).toThrow(/pk_/);
    expect(readEnv({ WRAPSMITH_URL: 'https://wrap.example/some/path?q=1' }).wrapsmithUrl).toBe('https://wrap.example');
  });
});

describe('the demo site', () => {
  let site: Awaited<ReturnType<typeof startDemoServer>>;
  beforeAll(async () => {
    site = await startDemoServer({ port: 0, host: '127.0.0.1', wrapsmithUrl: 'https://wrap.example', shopKey: 'pk_test_123' });
  });
  afterAll(() => site.stop());

  it('writes the Wrapsmith host and the key into every page', async () => {
    for (const page of ['/', '/services.html', '/hostile.html', '/pasted-twice.html']) {
      const html = await (await fetch(`${site.url}${page}`)).text();
      expect(html).toContain("'https://wrap.example/widget.js'");
      expect(html).toContain("shopKey: 'pk_test_123'");
      expect(html).not.toContain('%WRAPSMITH_URL%');
    }
  });

  it("serves Bootstrap from its npm package and nothing outside site/", async () => {
    const bootstrap = await fetch(`${site.url}/vendor/bootstrap.min.css`);
    expect(bootstrap.headers.get('content-type')).toContain('text/css');
    expect(await bootstrap.text()).toContain('Bootstrap');
    expect((await fetch(`${site.url}/..%2Fserver.mjs`)).status).toBe(404);
    expect((await fetch(`${site.url}/server.mjs`)).status).toBe(404);
  });
});
