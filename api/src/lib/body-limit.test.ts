// A too-large body over a real socket: the 413 must not promise a keep-alive the server then breaks. The next
// request from the same client (one pooled connection) must get its answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { makeTestApp } from '../test/app.ts';

function request(agent: http.Agent, port: number, method: string, path: string, body?: Buffer) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('413 over HTTP', () => {
  it('closes the connection it will not read to the end, so the next request gets a fresh one', async () => {
    const { app } = await makeTestApp();
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    onTestFinished(() => void server.close());
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    onTestFinished(() => agent.destroy());

    const big = await request(agent, port, 'POST', '/api/v1/auth/login', Buffer.alloc(3 * 1024 * 1024, 0x20));
    expect(big).toEqual({ status: 413, connection: 'close' });
    const next = await request(agent, port, 'GET', '/api/v1/health');
    expect(next.status).toBe(200);
  });
});
