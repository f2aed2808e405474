import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MemoRouter } from './memo-router.ts';

describe('MemoRouter', () => {
  it('answers as the default router does, params and order included, and remembers the answer', async () => {
    const routes = (app: Hono) =>
      app
        .use('*', async (c, next) => {
          await next();
          c.header('x-seen', 'yes');
        })
        .get('/leads/export.csv', (c) => c.text('export'))
        .get('/leads/:id', (c) => c.text(`lead ${c.req.param('id')}`))
        .post('/n/read-all', (c) => c.text('all'))
        .post('/n/:id/read', (c) => c.text(`read ${c.req.param('id')}`));
    const memo = routes(new Hono({ router: new MemoRouter() }));
    const plain = routes(new Hono());
    const asks: [string, string][] = [
      ['GET', '/leads/export.csv'],
      ['GET', '/leads/abc'],
      ['GET', '/leads/xyz'],
      ['GET', '/leads/abc'],
      ['POST', '/n/read-all'],
      ['POST', '/n/7/read'],
      ['GET', '/n/7/read'],
      ['GET', `/leads/${'a'.repeat(300)}`],
    ];
    for (const [method, path] of asks) {
      const [a, b] = await Promise.all([memo.request(path, { method }), plain.request(path, { method })]);
      expect([a.status, await a.text(), a.headers.get('x-seen')]).toEqual([b.status, await b.text(), b.headers.get('x-seen')]);
    }
    const router = new MemoRouter<string>();
    router.add('GET', '/leads/:id', 'lead');
    expect(router.match('GET', '/leads/1')).toBe(router.match('GET', '/leads/1'));
    expect(router.match('GET', '/leads/2')).not.toBe(router.match('GET', '/leads/1'));
  });
});
