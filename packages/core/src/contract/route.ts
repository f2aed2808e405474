// How one HTTP route is declared: its method, full path (Hono's `:param` syntax), what it takes and what it answers,
// each part a zod schema (written with zod/mini, so a form that validates one in the browser pays little for it;
// docs/decisions/081). The API validates requests with these schemas, checks its JSON answers against them in
// tests, and builds its OpenAPI document from them; the apps infer their types from them.
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An answer that is not JSON (an image, a CSV file, an HTML page) or is JSON described in prose only. */
export interface MediaResponse {
  contentType: string;
  description: string;
  /** A JSON body's schema, when contentType is JSON but the body is checked elsewhere; a file's when it has one. */
  schema?: $ZodType;
}

export type ResponseDeclaration = $ZodType | MediaResponse;

export interface RouteDeclaration {
  method: HttpMethod;
  /** The whole path as Hono registers it, e.g. `/api/v1/user/films/:id`. */
  path: string;
  summary: string;
  tags: readonly string[];
  /** Longer prose for the reference page. */
  description?: string;
  /** `bearer`: a signed-in user (Authorization: Bearer or the session cookie); `none`: public; `widget-key`: the key in the path. */
  auth: 'bearer' | 'none' | 'widget-key' | 'stripe-signature' | 'twilio-signature';
  /** Served outside production only (the development helpers): left out of production's document. */
  devOnly?: boolean;
  request?: {
    params?: $ZodType;
    query?: $ZodType;
    /** A JSON body. */
    body?: $ZodType;
    /** A multipart/form-data body, read by the handler itself: documented, not validated by the contract. */
    form?: $ZodType;
  };
  /** Success answers by status. Every route may also answer an error (ErrorBody) with a 4xx or 5xx status. */
  responses: Readonly<Partial<Record<200 | 201 | 202 | 204 | 301 | 302 | 303 | 304, ResponseDeclaration>>>;
}

/** Keeps the literal types of a declaration (for c.req.valid() and z.infer) while checking its shape. */
/* @__NO_SIDE_EFFECTS__ */
export function route<const R extends RouteDeclaration>(declaration: R): R {
  return declaration;
}

export function isMediaResponse(response: ResponseDeclaration): response is MediaResponse {
  return typeof (response as MediaResponse).contentType === 'string' && !('_zod' in response);
}

/** One field's problem in a 400 VALIDATION_FAILED answer's `details`. */
export const fieldIssue = z.object({ path: z.string(), message: z.string() });

/**
 * The one error shape of every 4xx and 5xx answer. `details`: the field issues of a 400 VALIDATION_FAILED, or an
 * object some errors carry (a plan limit's allowance, a rate limit's window, the widget's proof-of-work challenge).
 */
export const errorBody = z.object({
  error: z.object({
    message: z.string(),
    code: z.string(),
    /** The fields at fault (a 400), or facts about a refusal: `retryAfter` (429), the challenge to solve (428)… */
    details: z.optional(z.union([z.array(fieldIssue), z.record(z.string(), z.unknown())])),
  }),
});
export type ApiErrorBody = z.infer<typeof errorBody>;

/** `{ data, message? }`: the envelope of most answers. */
/* @__NO_SIDE_EFFECTS__ */
export function data<T extends $ZodType>(schema: T) {
  return z.object({ data: schema, message: z.optional(z.string()) });
}

/** `{ data, message }`: a change the user made, with the sentence that confirms it (the dashboard shows it). */
/* @__NO_SIDE_EFFECTS__ */
export function saved<T extends $ZodType>(schema: T) {
  return z.object({ data: schema, message: z.string() });
}

/** `{ message }`: an answer with nothing but a sentence for the user. */
export const messageOnly = z.object({ message: z.string() });

/** An ISO 8601 time as the API writes it (Date.toISOString()). */
export const isoTime = z.string();
/** A nullable field. */
export const nullable = /* @__NO_SIDE_EFFECTS__ */ <T extends $ZodType>(schema: T) => z.nullable(schema);
