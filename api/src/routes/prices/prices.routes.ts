// Paths and validators of /api/v1/user/price-book (issue 25 item 1, decision 085). Reading needs the Prices area's
// view level, replacing it its edit level (the role matrix, decision 062: the owner and the Shop Manager by default).
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as handlers from './prices.handlers.ts';

const declared = CONTRACT.priceBook;

export function priceBookRoutes() {
  return new Hono<AuthedEnv>()
    .get('/', requireAccess('view', 'prices'), (c) => handlers.getBook(c))
    .put('/', requireAccess('edit', 'prices'), validate('json', declared.putPriceBook.request.body), (c) => handlers.putBook(c, c.req.valid('json')));
}
