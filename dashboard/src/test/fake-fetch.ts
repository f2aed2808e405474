// A fake fetch for ky: answers `METHOD /path` keys with canned JSON and records every call. No network.
type Reply = { status?: number; body: unknown };
export type FakeReply = Reply | ((call: FakeCall) => Reply | Promise<Reply>);

export interface FakeCall {
  method: string;
  path: string;
  search: string;
  /** The parsed JSON body, or the FormData of a multipart upload. */
  body: unknown;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

export function json(body: unknown, status = 200) {
  return { status, body };
}

export function apiError(status: number, message: string, code = 'ERROR') {
  return { status, body: { error: { message, code } } };
}

export function fakeFetch(replies: Record<string, FakeReply>) {
  const calls: FakeCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const call: FakeCall = { method: request.method, path, search: url.search, body: await readBody(request) };
    calls.push(call);
    const reply = replies[`${request.method} ${path}`];
    const { status = 200, body } = typeof reply === 'function' ? await reply(call) : (reply ?? apiError(404, 'Not found', 'NOT_FOUND'));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}
