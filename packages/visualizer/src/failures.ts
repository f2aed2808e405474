// The two failures a host tells apart (a non-2xx answer, and a call the visualizer gave up on), without the HTTP
// client's parsing: a host that only needs to recognise them (the widget's first chunk) imports `./failures`.
export { VisualizerError } from './client.ts';

/**
 * A non-2xx answer with its parsed JSON body (`{ error: { message, code } }` in this API) and its Retry-After
 * header, which says when a limited call may come again.
 */
export class HttpFailure extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter: string | null;

  constructor(status: number, body: unknown, retryAfter: string | null = null) {
    super(`HTTP ${status}`);
    this.name = 'HttpFailure';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}
