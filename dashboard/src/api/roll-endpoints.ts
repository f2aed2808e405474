// Typed calls of docs/api.md "Film rolls" (issue 27 item 1, decision 092).
// Answers are read through their route schemas (answers/rolls.ts, loaded with the first call).
import type { CountRollInput, ReceiveRollInput, StockAlertInput, UpdateRollInput, UseRollInput } from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/rolls.ts');

export function rollEndpoints(http: KyInstance) {
  const one = (id: string) => `user/rolls/${encodeURIComponent(id)}`;
  const job = (bookingId: string) => `user/rolls/jobs/${encodeURIComponent(bookingId)}`;
  return {
    list: (status: 'in_stock' | 'empty' | 'all' = 'in_stock') => lazyAnswer(http.get('user/rolls', { searchParams: { status } }), schemas, 'list'),
    receive: (body: ReceiveRollInput) => lazyAnswer(http.post('user/rolls', { json: body }), schemas, 'receive'),
    get: (id: string) => lazyAnswer(http.get(one(id)), schemas, 'get'),
    update: (id: string, body: UpdateRollInput) => lazyAnswer(http.patch(one(id), { json: body }), schemas, 'update'),
    count: (id: string, body: CountRollInput) => lazyAnswer(http.post(`${one(id)}/count`, { json: body }), schemas, 'count'),
    use: (id: string, body: UseRollInput) => lazyAnswer(http.post(`${one(id)}/use`, { json: body }), schemas, 'use'),
    /** The label's address: the browser opens it through a plain link with the session cookie. */
    labelHref: (id: string) => `/api/v1/${one(id)}/label.pdf`,
    stock: () => lazyAnswer(http.get('user/rolls/stock'), schemas, 'stock'),
    setAlert: (body: StockAlertInput) => lazyAnswer(http.put('user/rolls/stock-alerts', { json: body }), schemas, 'setAlert'),
    job: (bookingId: string) => lazyAnswer(http.get(job(bookingId)), schemas, 'job'),
    reserve: (bookingId: string) => lazyAnswer(http.post(`${job(bookingId)}/reserve`), schemas, 'reserve'),
  };
}
