// Under test (env.ts contractCheck(), set by the API's vitest setup), every JSON answer of a declared route is parsed
// against the contract's schema for its status (an error against the one error shape), and a field the schema does
// not name counts as a mismatch too. A mismatch turns the answer into a 500 carrying the issues, so every API test
// checks the contract (docs/decisions/081). Never mounted in production: it reads each answer twice.
import { declaredRoutes, errorBody, isMediaResponse, type RouteDeclaration } from '@wrapsmith/core/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';

export const CONTRACT_MISMATCH = 'CONTRACT_MISMATCH';

/** `GET /api/v1/user/films/:id` → its declaration. */
function byMethodAndPath(routes: readonly RouteDeclaration[]): Map<string, RouteDeclaration> {
  return new Map(routes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route]));
}

/** The declaration of the route that answered, from the routes Hono matched (middleware are `ALL`). */
function declarationOf(c: Context, declared: Map<string, RouteDeclaration>): RouteDeclaration | undefined {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  for (const matched of matchedRoutes(c)) {
    if (matched.method !== method) continue;
    const found = declared.get(`${method} ${matched.path.replace(/(.)\/$/, '$1')}`);
    if (found) return found;
  }
  return undefined;
}

/** Paths of fields present in `sent` that the parsed value dropped (a schema that does not name them). */
export function undeclaredFields(sent: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => undeclaredFields(item, parsed[i], `${at}[${i}]`));
  if (!sent || typeof sent !== 'object' || !parsed || typeof parsed !== 'object') return [];
  const kept = parsed as Record<string, unknown>;
  return Object.entries(sent as Record<string, unknown>).flatMap(([key, value]) =>
    key in kept ? undeclaredFields(value, kept[key], at ? `${at}.${key}` : key) : [at ? `${at}.${key}` : key],
  );
}

export interface ContractProblem {
  route: string;
  status: number;
  issues: { path: string; message: string }[];
}

/** What is wrong with `body` as the answer `status` of `route`, or undefined when it is what the contract says. */
export function checkAnswer(route: RouteDeclaration, status: number, body: unknown): ContractProblem | undefined {
  const name = `${route.method.toUpperCase()} ${route.path}`;
  let schema: $ZodType | undefined;
  if (status >= 400) schema = errorBody;
  else {
    const declared = route.responses[status as keyof RouteDeclaration['responses']];
    if (declared === undefined) return { route: name, status, issues: [{ path: '', message: `the contract declares no ${status} answer` }] };
    schema = isMediaResponse(declared) ? declared.schema : declared;
  }
  if (!schema) return undefined;
  const result = safeParse(schema, body);
  if (!result.success) return { route: name, status, issues: result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) };
  const extra = undeclaredFields(body, result.data);
  if (extra.length > 0) return { route: name, status, issues: extra.map((path) => ({ path, message: 'not in the contract' })) };
  return undefined;
}

export interface ContractCheckOptions {
  routes?: readonly RouteDeclaration[];
  /** Told each mismatch as well, so a test that does not look at the status still fails (fail-on-console-error). */
  onMismatch?: (message: string) => void;
}

export function contractCheck(options: ContractCheckOptions = {}): MiddlewareHandler {
  const declared = byMethodAndPath(options.routes ?? declaredRoutes());
  const mismatch = (problem: ContractProblem): Response => {
    const response = mismatchAnswer(problem);
    options.onMismatch?.(problemMessage(problem));
    return response;
  };
  return async function checkContract(c, next) {
    await next();
    const route = declarationOf(c, declared);
    if (!route) return;
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (res.status === 204 || res.status === 304) return;
    if (!type.includes('json') || res.headers.get('content-encoding')) {
      // A compressed JSON answer (the client accepted gzip or br) is not unpacked here: its plain twin is checked.
      if (type.includes('json')) return;
      const declaredAnswer = route.responses[res.status as keyof RouteDeclaration['responses']];
      if (res.status < 400 && (declaredAnswer === undefined || !isMediaResponse(declaredAnswer))) {
        c.res = mismatch({ route: `${route.method.toUpperCase()} ${route.path}`, status: res.status, issues: [{ path: '', message: `answered ${type || 'no content type'}, not a declared answer` }] });
      }
      return;
    }
    const body: unknown = await res.clone().json();
    const problem = checkAnswer(route, res.status, body);
    if (problem) c.res = mismatch(problem);
  };
}

export function problemMessage(problem: ContractProblem): string {
  return `The answer of ${problem.route} (${problem.status}) breaks the contract: ${problem.issues.map((i) => `${i.path || '(body)'}: ${i.message}`).join('; ')}`;
}

function mismatchAnswer(problem: ContractProblem): Response {
  return new Response(JSON.stringify({ error: { message: problemMessage(problem), code: CONTRACT_MISMATCH, details: problem.issues } }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });
}
