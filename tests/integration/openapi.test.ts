/**
 * The API description at /api/openapi.json: every route handler under app/api is in it with
 * every method it exports, it is valid OpenAPI 3.1, it says who may call what and every error
 * each route can answer, and the tests' own calls check real answers against it.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validate, compileErrors } from '@readme/openapi-parser';
import { z } from 'zod';
import { closeDb } from '@/db';
import { GET as openapiRoute } from '@/app/api/openapi.json/route';
import { API_ROUTES } from '@/app/api/_registry';
import { apiDescription } from '@/lib/http/api-description';
import { definedMethods, HTTP_METHODS } from '@/lib/http/openapi';
import { route } from '@/lib/http/route';
import { ERROR_STATUS } from '@/lib/http/errors';
import { call, signUp } from '../helpers/api';

afterAll(closeDb);

const API_DIR = path.join(process.cwd(), 'app/api');

/**
 * The two route files that are not route() definitions, and why: next-auth's own handler (its
 * endpoints that API users meet are described by hand) and the catch-all that answers 404 for
 * any /api path without a handler.
 */
const NOT_DESCRIBED = new Set(['auth/[...nextauth]', '[...path]']);

/** Every route.ts under app/api, as its folder relative to app/api ('.' for none). */
function routeFolders(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFolders(full);
    return name === 'route.ts' ? [path.relative(API_DIR, dir).split(path.sep).join('/')] : [];
  });
}

/** The URL path a route folder serves: `lessons/[id]/export` → `/api/lessons/{id}/export`. */
const urlPath = (folder: string) => `/api/${folder.replace(/\[([^\]]+)\]/g, '{$1}')}`;

type Doc = Awaited<ReturnType<typeof apiDescription>>;
type Operation = { operationId: string; security?: unknown[]; responses: Record<string, { description: string; content?: Record<string, { schema: { properties?: { code?: { enum?: string[] } } } }> }> };
const operation = (doc: Doc, p: string, method: string) =>
  (doc.paths?.[p] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('describes every route file under app/api and every method it exports', async () => {
    const doc = await apiDescription();
    const folders = routeFolders();
    expect(folders.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const folder of folders) {
      if (NOT_DESCRIBED.has(folder)) continue;
      const module = (await import(path.join(API_DIR, folder, 'route.ts'))) as Record<string, unknown>;
      const methods = HTTP_METHODS.filter((m) => typeof module[m] === 'function');
      expect(methods.length, `${folder}/route.ts exports no HTTP method`).toBeGreaterThan(0);
      for (const method of methods) {
        if (!operation(doc, urlPath(folder), method)) missing.push(`${method} ${urlPath(folder)} (app/api/${folder}/route.ts)`);
      }
    }
    expect(missing, 'routes missing from the API description: add each to app/api/_registry.ts and define it with route()').toEqual([]);
  });

  it('has a route() definition behind every registered method, and no registered path without a route file', async () => {
    const folders = new Set(routeFolders().map(urlPath));
    for (const { path: p, module } of API_ROUTES) {
      expect(folders.has(p), `${p} is registered but has no route.ts`).toBe(true);
      const exported = HTTP_METHODS.filter((m) => typeof module[m] === 'function');
      expect(definedMethods(module).map(([m]) => m), `${p}: every exported method is a route() definition`).toEqual(exported);
    }
  });

  it('is valid OpenAPI 3.1', async () => {
    const doc = await apiDescription();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('is served as JSON by the route, the document itself rather than the envelope', async () => {
    const res = await call(openapiRoute, { path: '/api/openapi.json' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/lessons/{id}'].get.summary).toBe('Read one lesson');
  });

  it('declares a response schema for every JSON answer and the content types of every file', () => {
    for (const { path: p, module } of API_ROUTES) {
      for (const [method, handler] of definedMethods(module)) {
        const d = handler.definition;
        const produces = d.produces ?? 'json';
        if (produces === 'json' || produces === 'json-or-event-stream') {
          expect(d.response, `${method} ${p} declares no response schema`).toBeDefined();
        }
        if (produces === 'file') expect(d.fileTypes?.length, `${method} ${p} names no file type`).toBeGreaterThan(0);
      }
    }
  });

  it('describes bearer and cookie sign-in, and who may call each operation', async () => {
    const doc = await apiDescription();
    const schemes = doc.components?.securitySchemes as Record<string, { type: string; scheme?: string; in?: string }>;
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(operation(doc, '/api/lessons/{id}', 'GET')?.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(operation(doc, '/api/auth/login', 'POST')?.security).toEqual([]);
    expect(operation(doc, '/api/pricing/tiers', 'GET')?.security).toEqual([{}, { bearerAuth: [] }, { sessionCookie: [] }]);
  });

  it('lists every error code a route can answer under its HTTP status, with the error shape', async () => {
    const doc = await apiDescription();
    const codesAt = (p: string, method: string, status: number) =>
      operation(doc, p, method)?.responses[String(status)]?.content?.['application/json'].schema.properties?.code?.enum;
    expect(codesAt('/api/lessons/{id}', 'GET', 401)).toEqual(['UNAUTHORIZED']);
    expect(codesAt('/api/lessons/{id}', 'GET', 404)).toEqual(['NOT_FOUND']);
    expect(codesAt('/api/lessons/{id}', 'PUT', 400)).toEqual(expect.arrayContaining(['CUSTOMIZATION_LIMIT', 'VALIDATION_ERROR', 'INVALID_JSON']));
    expect(codesAt('/api/lessons/{id}', 'DELETE', 403)).toEqual(['CROSS_SITE_REQUEST']);
    expect(codesAt('/api/generate/worksheet', 'POST', 403)).toEqual(expect.arrayContaining(['PREMIUM_REQUIRED', 'CROSS_SITE_REQUEST']));
    expect(codesAt('/api/stripe/create-checkout-session', 'POST', 503)).toEqual(['NOT_CONFIGURED']);
    expect(codesAt('/api/auth/register', 'POST', 413)).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(codesAt('/api/feedback/all', 'GET', 403)).toEqual(['FORBIDDEN']);
    // Every status listed matches its codes.
    for (const item of Object.values(doc.paths ?? {})) {
      for (const op of Object.values(item as Record<string, Operation>)) {
        for (const [status, res] of Object.entries(op.responses)) {
          const codes = res.content?.['application/json']?.schema.properties?.code?.enum ?? [];
          for (const code of codes) expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS], `${op.operationId} ${code}`).toBe(Number(status));
        }
      }
    }
  });

  it("describes next-auth's session, csrf and providers endpoints by hand", async () => {
    const doc = await apiDescription();
    for (const p of ['/api/auth/session', '/api/auth/csrf', '/api/auth/providers']) expect(operation(doc, p, 'GET')).toBeDefined();
    expect(doc.info.description).toMatch(/next-auth/);
  });

  it('gives examples: request bodies and the success envelope around them', async () => {
    const doc = await apiDescription();
    const register = operation(doc, '/api/auth/register', 'POST') as unknown as {
      requestBody: { content: { 'application/json': { example: unknown } } };
    };
    expect(register.requestBody.content['application/json'].example).toMatchObject({ email: expect.any(String) });
    const checkout = operation(doc, '/api/stripe/create-checkout-session', 'POST') as unknown as {
      responses: { 200: { content: { 'application/json': { example: unknown } } } };
    };
    expect(checkout.responses[200].content['application/json'].example).toEqual({
      success: true,
      data: { url: expect.stringMatching(/^https:/) },
    });
  });
});

describe('answers checked against their declared schema', () => {
  const declared = z.object({ name: z.string() });

  it('a real answer that matches its schema passes', async () => {
    const ok = route({ summary: 'ok', tag: 'test', access: 'public', response: declared }, () => ({ name: 'Jo' }));
    expect((await call(ok)).body).toEqual({ success: true, data: { name: 'Jo' } });
  });

  it('an answer of the wrong shape fails the calling test', async () => {
    const wrong = route({ summary: 'wrong', tag: 'test', access: 'public', response: declared }, () => ({ name: 3 }) as never);
    await expect(call(wrong)).rejects.toThrow(/does not match the declared response of "wrong"/);
  });

  it('an answer with a field the schema does not declare fails the calling test', async () => {
    const extra = route({ summary: 'extra', tag: 'test', access: 'public', response: declared }, () => ({ name: 'Jo', secret: 'x' }));
    await expect(call(extra)).rejects.toThrow(/body\.data\.secret/);
  });

  it('real routes are checked: a signed-up user reads a profile that matches the User schema', async () => {
    const { token } = await signUp();
    const { GET } = await import('@/app/api/user/profile/route');
    const res = await call(GET, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toMatch(/@school\.example$/);
  });
});
