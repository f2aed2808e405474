// Paths and validators of /api/v1/user/library: the shop's own vehicle photos (decision 056). Every member of the
// shop reads it; the owner and Shop Managers change it.
import { LIBRARY_MESSAGES } from '@wrapsmith/core';
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePermission } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as library from './library.handlers.ts';

const declared = CONTRACT.library;

export function libraryRoutes() {
  const manager = requirePermission('library:manage', LIBRARY_MESSAGES.readOnly);
  // Reading the library is the Studio's (its photos replace drawings there); changing it is the Settings area's edit.
  return new Hono<AuthedEnv>()
    .use('*', requireAccess('view', 'studio'))
    .get('/', validate('query', declared.list.request.query), (c) => library.list(c, c.req.valid('query')))
    .post('/', manager, validate('json', declared.create.request.body), (c) => library.create(c, c.req.valid('json')))
    .get('/:id', validate('param', declared.get.request.params), (c) => library.get(c, c.req.valid('param').id))
    .patch('/:id', manager, validate('param', declared.update.request.params), validate('json', declared.update.request.body), (c) =>
      library.update(c, c.req.valid('param').id, c.req.valid('json')),
    )
    .delete('/:id', manager, validate('param', declared.remove.request.params), (c) => library.remove(c, c.req.valid('param').id))
    .post('/:id/selection', manager, validate('param', declared.selection.request.params), validate('json', declared.selection.request.body), (c) =>
      library.selection(c, c.req.valid('param').id, c.req.valid('json')),
    )
    .get('/:id/image', validate('param', declared.image.request.params), validate('query', declared.image.request.query), (c) => library.file(c, c.req.valid('param').id, 'photo'))
    .get('/:id/mask', validate('param', declared.mask.request.params), validate('query', declared.mask.request.query), (c) => library.file(c, c.req.valid('param').id, 'mask'));
}
