// Typed calls of docs/api.md "Film rolls" (issue 27 item 1, decision 092).
import type {
  CountRollInput,
  JobRollsDto,
  ReceiveRollInput,
  RollDetailDto,
  RollDto,
  RollListDto,
  StockAlertInput,
  StockDto,
  UpdateRollInput,
  UseRollInput,
} from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';

export function rollEndpoints(http: KyInstance) {
  const one = (id: string) => `user/rolls/${encodeURIComponent(id)}`;
  const job = (bookingId: string) => `user/rolls/jobs/${encodeURIComponent(bookingId)}`;
  return {
    list: (status: 'in_stock' | 'empty' | 'all' = 'in_stock') => http.get('user/rolls', { searchParams: { status } }).json<{ data: RollListDto }>(),
    receive: (body: ReceiveRollInput) => http.post('user/rolls', { json: body }).json<{ data: RollDto; message: string }>(),
    get: (id: string) => http.get(one(id)).json<{ data: RollDetailDto }>(),
    update: (id: string, body: UpdateRollInput) => http.patch(one(id), { json: body }).json<{ data: RollDto; message: string }>(),
    count: (id: string, body: CountRollInput) => http.post(`${one(id)}/count`, { json: body }).json<{ data: RollDto; message: string }>(),
    use: (id: string, body: UseRollInput) => http.post(`${one(id)}/use`, { json: body }).json<{ data: RollDetailDto; message: string }>(),
    /** The label's address: the browser opens it through a plain link with the session cookie. */
    labelHref: (id: string) => `/api/v1/${one(id)}/label.pdf`,
    stock: () => http.get('user/rolls/stock').json<{ data: StockDto }>(),
    setAlert: (body: StockAlertInput) => http.put('user/rolls/stock-alerts', { json: body }).json<{ data: StockDto; message: string }>(),
    job: (bookingId: string) => http.get(job(bookingId)).json<{ data: JobRollsDto }>(),
    reserve: (bookingId: string) => http.post(`${job(bookingId)}/reserve`).json<{ data: JobRollsDto }>(),
  };
}
