/**
 * What every API route refuses before its handler runs: requests from other websites, bodies
 * that are too large (without reading them), bodies not sent as JSON, control characters and
 * broken UTF-16 in any field, deep nesting, and malformed path ids; and the client address rule
 * that rate limits rely on, so a header the client writes cannot choose its own bucket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { closeDb, getDb } from '@/db';
import { route } from '@/lib/http/route';
import { idParams } from '@/lib/http/ids';
import { addressFromChain, clientIp, PEER_HEADER } from '@/lib/http/client-ip';
import { POST as register } from '@/app/api/auth/register/route';
import { call, freshEmail, freshIp, signUp } from '../helpers/api';

beforeAll(async () => {
  await getDb();
}, 60_000);

afterAll(async () => {
  await closeDb();
});

let handled = 0;
const echo = route(
  {
    summary: 'Echo for tests',
    tag: 'test',
    access: 'public',
    body: z.object({ note: z.string(), items: z.array(z.unknown()).optional() }),
  },
  ({ body }) => {
    handled += 1;
    return body;
  },
);
const byId = route({ summary: 'Read by id', tag: 'test', access: 'public', params: idParams, notFound: 'Thing not found' }, ({ params }) => params);
const searchable = route(
  { summary: 'Search', tag: 'test', access: 'public', query: z.object({ search: z.string().optional() }) },
  ({ query }) => query,
);

const post = (headers: Record<string, string>, body: BodyInit | null) =>
  echo(
    // duplex: 'half' lets a ReadableStream be the body (what a chunked upload is).
    new NextRequest('http://localhost/api/echo', { method: 'POST', headers, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]),
    { params: Promise.resolve({}) },
  );

describe('cross-site requests', () => {
  it('refuses a POST whose Origin is another site, before the handler runs', async () => {
    const before = handled;
    const res = await post({ origin: 'http://evil.example', 'content-type': 'application/json' }, '{"note":"hi"}');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, error: 'Requests from other websites are not allowed', code: 'CROSS_SITE_REQUEST' });
    expect(handled).toBe(before);
  });

  it('refuses a POST the browser marks cross-site even without an Origin', async () => {
    const res = await post({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, '{"note":"hi"}');
    expect(res.status).toBe(403);
  });

  it('accepts the same origin, and API clients that send no Origin', async () => {
    const same = await post({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, '{"note":"hi"}');
    expect(same.status).toBe(200);
    const api = await post({ 'content-type': 'application/json' }, '{"note":"hi"}');
    expect(api.status).toBe(200);
    expect((await api.json()).data).toEqual({ note: 'hi' });
  });

  it('refuses a text/plain body (what a cross-site form can send) with 415', async () => {
    const res = await post({ 'content-type': 'text/plain' }, '{"note":"hi"}');
    expect(res.status).toBe(415);
    expect((await res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('body size', () => {
  it('answers 413 from the declared length without reading the body', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await post({ 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) }, stream);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PAYLOAD_TOO_LARGE');
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading a body with no length as soon as it passes the cap', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 10_000) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await post({ 'content-type': 'application/json' }, stream);
    expect(res.status).toBe(413);
    // 256 KB cap in 64 KB chunks: a handful of reads, never the 640 MB on offer.
    expect(pulled).toBeLessThan(10);
  });
});

describe('text and structure', () => {
  it.each([
    ['a NUL byte', 'Fractions\u0000'],
    ['a bell', 'ring\u0007'],
    ['a lone carriage return', 'a\rb'],
    ['an unpaired surrogate', 'bad \ud800 text'],
  ])('refuses %s in any string with 400 naming the field', async (_label, note) => {
    const res = await post({ 'content-type': 'application/json' }, JSON.stringify({ note }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'note: must not contain control characters', code: 'VALIDATION_ERROR' });
  });

  it('finds control characters deep inside arrays and in object keys', async () => {
    const deep = await post({ 'content-type': 'application/json' }, JSON.stringify({ note: 'ok', items: [{ a: ['fine', 'x\u0000'] }] }));
    expect((await deep.json()).error).toBe('items.0.a.1: must not contain control characters');
    const key = await post({ 'content-type': 'application/json' }, JSON.stringify({ note: 'ok', items: [{ 'k\u0001': 1 }] }));
    expect(key.status).toBe(400);
  });

  it('keeps tabs, newlines and CRLF', async () => {
    const res = await post({ 'content-type': 'application/json' }, JSON.stringify({ note: 'Line 1\r\nLine 2\n\tindented' }));
    expect(res.status).toBe(200);
  });

  it('refuses nesting 10 000 levels deep with 400, not a crash', async () => {
    const body = `{"note":"x","items":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const res = await post({ 'content-type': 'application/json' }, body);
    expect(res.status).toBe(400);
  });

  it('refuses a NUL byte in a query parameter', async () => {
    const res = await searchable(new NextRequest('http://localhost/api/x?search=%00'), { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('search: must not contain control characters');
  });

  it('answers 404 with the route\'s own message for a malformed path id', async () => {
    const res = await byId(new NextRequest('http://localhost/api/x/not-a-uuid'), { params: Promise.resolve({ id: 'not-a-uuid' }) });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Thing not found', code: 'NOT_FOUND' });
  });
});

describe('the client address', () => {
  it('is the connection itself when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(addressFromChain('198.51.100.7, 203.0.113.9', '192.0.2.1', 0)).toBe('192.0.2.1');
  });

  it('is the entry the trusted proxy appended, skipping what the client wrote', () => {
    // Client wrote 198.51.100.7; the proxy appended the real client 203.0.113.9; the proxy is 192.0.2.1.
    expect(addressFromChain('198.51.100.7, 203.0.113.9', '192.0.2.1', 1)).toBe('203.0.113.9');
    expect(addressFromChain('203.0.113.9, 10.0.0.2', '10.0.0.3', 2)).toBe('203.0.113.9');
    expect(addressFromChain(undefined, '192.0.2.1', 1)).toBe('192.0.2.1');
    expect(addressFromChain(undefined, undefined, 0)).toBe('unknown');
  });

  it('reads the connection address header written by the server', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '198.51.100.7', [PEER_HEADER]: '192.0.2.1' }))).toBe('192.0.2.1');
  });

  it('keeps one registration bucket for one connection however X-Forwarded-For changes', async () => {
    const peer = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await call(register, {
        method: 'POST',
        path: '/api/auth/register',
        body: { email: freshEmail(), password: 'correct horse battery', name: 'Ms Teacher' },
        headers: { [PEER_HEADER]: peer },
        ip: `203.0.113.${i + 1}`,
      });
      statuses.push(res.status);
    }
    // Ten sign-ups an hour per address; the forged headers change nothing.
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // A different connection still has its own allowance.
    await expect(signUp()).resolves.toHaveProperty('token');
  });
});
