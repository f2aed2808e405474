// The HTTP contract of /api/v1 (docs/decisions/081): every declared route, the shapes it takes and answers, and the
// types inferred from them. Import types freely (they cost no bytes); import a schema in a browser bundle only where
// a form validates with it.
import type { RouteDeclaration } from './route.ts';
import { filmRoutes } from './films.ts';

export * from './route.ts';
export * from './paths.ts';
export * from './films.ts';

/** Every declared route, by group: the API serves each, and the OpenAPI document lists each. */
export const CONTRACT = {
  films: filmRoutes,
} as const satisfies Record<string, Record<string, RouteDeclaration>>;

export function declaredRoutes(): RouteDeclaration[] {
  return Object.values(CONTRACT).flatMap((group) => Object.values(group) as RouteDeclaration[]);
}
