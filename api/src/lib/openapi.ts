// The OpenAPI 3.1 document of /api/v1, built from the contract's declarations (packages/core/src/contract), and the
// readable reference page /api/docs rendered from it on the server (docs/decisions/081): no script, no CDN, one
// <style> allowed by its hash.
import { createHash } from 'node:crypto';
import { declaredRoutes, errorBody, isMediaResponse, type RouteDeclaration } from '@wrapsmith/core/contract';
import { cssVar, tokensCss } from '@wrapsmith/design';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { raw } from 'hono/html';
import { html, type Html } from './html.ts';
import { SESSION_COOKIE } from './session.ts';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  301: 'Moved permanently',
  302: 'Found',
  303: 'See other',
  304: 'Not modified',
};

/** `/api/v1/user/films/:id` → `/api/v1/user/films/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its own $schema line. */
function jsonSchema(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** Query and path parameters, one per property of the object schema. */
function parameters(schema: $ZodType, where: 'query' | 'path'): Operation[] {
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function operation(route: RouteDeclaration): Operation {
  const { request = {} } = route;
  const params = [...(request.params ? parameters(request.params, 'path') : []), ...(request.query ? parameters(request.query, 'query') : [])];
  const requestBody = request.body
    ? { required: true, content: { 'application/json': { schema: jsonSchema(request.body, 'input') } } }
    : request.form
      ? { required: true, content: { 'multipart/form-data': { schema: jsonSchema(request.form, 'input') } } }
      : undefined;
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(route.responses)) {
    if (response === undefined) continue;
    if (isMediaResponse(response)) {
      responses[status] = {
        description: response.description,
        content: { [response.contentType]: response.schema ? { schema: jsonSchema(response.schema, 'output') } : {} },
      };
    } else {
      responses[status] = { description: STATUS_TEXT[Number(status)] ?? 'Answer', content: { 'application/json': { schema: jsonSchema(response, 'output') } } };
    }
  }
  responses.default = { description: 'An error: a 4xx for the client to fix, a 5xx for us', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  return {
    operationId: operationId(route),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [...route.tags],
    ...(route.auth === 'bearer' ? { security: [{ bearer: [] }, { session: [] }] } : { security: [] }),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** A stable id from method and path: `delete-api-v1-user-films-id`. */
function operationId(route: RouteDeclaration): string {
  return `${route.method}${route.path.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '');
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
}

/** The document of these declarations. */
export function buildOpenApiDocument(routes: readonly RouteDeclaration[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const at = (paths[openApiPath(route.path)] ??= {});
    if (at[route.method]) throw new Error(`Declared twice: ${route.method.toUpperCase()} ${route.path}`);
    at[route.method] = operation(route);
    for (const tag of route.tags) tags.add(tag);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wrapsmith API',
      version: '1',
      description: 'The HTTP API of Wrapsmith. Rules, limits and errors: docs/api.md. Every error answers { "error": { "message", "code" } }.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBody, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The accessToken of POST /api/v1/auth/login.' },
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The dashboard’s session cookie.' },
      },
    },
  };
}

const built = new Map<boolean, OpenApiDocument>();

/**
 * The document of every route this process serves (production leaves the development helpers out); built once per
 * process, as the declarations do not change while it runs.
 */
export function openApiDocument({ production }: { production: boolean }): OpenApiDocument {
  let document = built.get(production);
  if (!document) {
    document = buildOpenApiDocument(declaredRoutes().filter((r) => !(production && r.devOnly)));
    built.set(production, document);
  }
  return document;
}

const PAGE_STYLE = `${tokensCss}
*{box-sizing:border-box}
body{margin:0;background:${cssVar('color', 'paper')};color:${cssVar('color', 'text')};font:${cssVar('fontSize', 'md')}/${cssVar('lineHeight', 'normal')} ${cssVar('font', 'sans')}}
header{background:${cssVar('color', 'ink')};color:${cssVar('color', 'textOnInk')};padding:${cssVar('space', '6')} ${cssVar('space', '4')}}
header p{color:${cssVar('color', 'textMutedOnInk')};margin:${cssVar('space', '2')} 0 0}
h1{font-family:${cssVar('font', 'display')};font-size:${cssVar('fontSize', '3xl')};margin:0}
main{max-width:${cssVar('layout', 'content')};margin:0 auto;padding:${cssVar('space', '4')}}
nav ul{display:flex;flex-wrap:wrap;gap:${cssVar('space', '2')};list-style:none;padding:0}
a{color:${cssVar('color', 'accentText')}}
a:focus-visible,summary:focus-visible{outline:2px solid ${cssVar('color', 'focus')};outline-offset:2px}
h2{font-family:${cssVar('font', 'display')};font-size:${cssVar('fontSize', '2xl')};margin:${cssVar('space', '8')} 0 ${cssVar('space', '3')}}
details{background:${cssVar('color', 'surface')};border:1px solid ${cssVar('color', 'border')};border-radius:${cssVar('radius', 'md')};margin:0 0 ${cssVar('space', '2')};box-shadow:${cssVar('shadow', 'sm')}}
summary{cursor:pointer;padding:${cssVar('space', '3')} ${cssVar('space', '4')};display:flex;flex-wrap:wrap;gap:${cssVar('space', '2')};align-items:baseline}
.method{font:${cssVar('fontWeight', 'bold')} ${cssVar('fontSize', 'xs')} ${cssVar('font', 'mono')};text-transform:uppercase;background:${cssVar('color', 'accentTint')};color:${cssVar('color', 'accentText')};border-radius:${cssVar('radius', 'sm')};padding:2px 6px}
code{font-family:${cssVar('font', 'mono')};font-size:${cssVar('fontSize', 'sm')};overflow-wrap:anywhere}
.summary{color:${cssVar('color', 'textMuted')}}
.body{padding:0 ${cssVar('space', '4')} ${cssVar('space', '4')}}
h3{font-size:${cssVar('fontSize', 'sm')};text-transform:uppercase;letter-spacing:.04em;color:${cssVar('color', 'textMuted')};margin:${cssVar('space', '4')} 0 ${cssVar('space', '2')}}
pre{background:${cssVar('color', 'surfaceMuted')};border-radius:${cssVar('radius', 'sm')};padding:${cssVar('space', '3')};overflow:auto;margin:0;font-size:${cssVar('fontSize', 'xs')}}
`;

/** The Content-Security-Policy of the reference page: nothing but its own stylesheet. */
export const DOCS_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function schemaBlock(title: string, schema: unknown): Html {
  return html`<h3>${title}</h3><pre><code>${JSON.stringify(schema, null, 2)}</code></pre>`;
}

function operationHtml(path: string, method: string, op: Operation): Html {
  const parts: Html[] = [];
  if (typeof op.description === 'string') parts.push(html`<p>${op.description}</p>`);
  parts.push(html`<p>${(op.security as unknown[]).length > 0 ? 'Signed in (Bearer token or the session cookie).' : 'No sign-in.'}</p>`);
  if (Array.isArray(op.parameters)) parts.push(schemaBlock('Parameters', op.parameters));
  const body = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
  if (body) for (const [type, content] of Object.entries(body.content)) parts.push(schemaBlock(`Body (${type})`, content.schema));
  for (const [status, response] of Object.entries(op.responses as Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>)) {
    if (status === 'default') continue;
    const [type, content] = Object.entries(response.content ?? {})[0] ?? [];
    parts.push(content?.schema ? schemaBlock(`${status} ${response.description} (${type})`, content.schema) : html`<h3>${status} ${response.description}</h3><p>${type ?? ''}</p>`);
  }
  return html`<details id="${String(op.operationId)}"><summary><span class="method">${method}</span><code>${path}</code><span class="summary">${String(op.summary)}</span></summary><div class="body">${parts}</div></details>`;
}

const pages = new Map<OpenApiDocument, string>();

/** GET /api/docs: every operation by tag, each folded open on demand; errors once at the end. */
export function referencePage(document: OpenApiDocument): string {
  const done = pages.get(document);
  if (done) return done;
  const byTag = new Map<string, Html[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = (op.tags as string[])[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const page = `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Wrapsmith API reference</title><style>${raw(PAGE_STYLE)}</style></head><body><header><h1>Wrapsmith API reference</h1><p>OpenAPI ${document.openapi} · <a href="/api/v1/openapi.json">openapi.json</a> · rules, limits and errors in docs/api.md</p></header><main><nav aria-label="Groups"><ul>${tags.map((tag) => html`<li><a href="#${slug(tag)}">${tag}</a></li>`)}</ul></nav>${tags.map((tag) => html`<section aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${tag}</h2>${byTag.get(tag) ?? []}</section>`)}<section aria-labelledby="errors"><h2 id="errors">Errors</h2>${schemaBlock('Every 4xx and 5xx answer', document.components.schemas && (document.components.schemas as Record<string, unknown>).Error)}</section></main></body></html>`.toString()}`;
  pages.set(document, page);
  return page;
}
