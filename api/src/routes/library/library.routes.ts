// Paths and validators of /api/v1/user/library: the shop's own vehicle photos (decision 056). Every member of the
// shop reads it; the owner and Shop Managers change it.
import { idField, libraryVehicleInput, libraryVehicleUpdate, LIBRARY_MESSAGES, pageFields, photoSelectionInput } from '@wrapsmith/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess, requirePermission } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as library from './library.handlers.ts';

const listQuery = z.strictObject(pageFields());
const idParam = z.object({ id: idField });
/** `v` only changes the address when the file changes, so browsers may keep each one for good. */
const fileQuery = z.strictObject({ v: z.string().max(64).optional() });

export function libraryRoutes() {
  const manager = requirePermission('library:manage', LIBRARY_MESSAGES.readOnly);
  // Reading the library is the Studio's (its photos replace drawings there); changing it is the Settings area's edit.
  return new Hono<AuthedEnv>()
    .use('*', requireAccess('view', 'studio'))
    .get('/', validate('query', listQuery), (c) => library.list(c, c.req.valid('query')))
    .post('/', manager, validate('json', libraryVehicleInput), (c) => library.create(c, c.req.valid('json')))
    .get('/:id', validate('param', idParam), (c) => library.get(c, c.req.valid('param').id))
    .patch('/:id', manager, validate('param', idParam), validate('json', libraryVehicleUpdate), (c) =>
      library.update(c, c.req.valid('param').id, c.req.valid('json')),
    )
    .delete('/:id', manager, validate('param', idParam), (c) => library.remove(c, c.req.valid('param').id))
    .post('/:id/selection', manager, validate('param', idParam), validate('json', photoSelectionInput), (c) =>
      library.selection(c, c.req.valid('param').id, c.req.valid('json')),
    )
    .get('/:id/image', validate('param', idParam), validate('query', fileQuery), (c) => library.file(c, c.req.valid('param').id, 'photo'))
    .get('/:id/mask', validate('param', idParam), validate('query', fileQuery), (c) => library.file(c, c.req.valid('param').id, 'mask'));
}
