/**
 * The forms' messages are exactly the words users see, and the HTTP helpers turn every failure
 * into the one API shape.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginFormSchema, registerSchema, signupFormSchema } from '@/lib/validation/auth';
import { ApiError, ERROR_STATUS, apiError } from '@/lib/http';
import { route } from '@/lib/http/route';
import { clientIp } from '@/lib/http/client-ip';

/** The messages zod reports, by field. */
function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(root)';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const goodSignup = {
  name: 'Jane Smith',
  email: 'jane@school.example',
  password: 'password123',
  confirmPassword: 'password123',
};

describe('sign-up form messages', () => {
  it('accepts a complete, matching form', () => {
    expect(signupFormSchema.safeParse(goodSignup).success).toBe(true);
  });

  it.each([
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    ['a name of spaces', { name: '   ' }, 'name', 'Name is required'],
    ['a one-letter name', { name: 'J' }, 'name', 'Name must be at least 2 characters'],
    ['an invalid e-mail', { email: 'jane-at-school' }, 'email', 'Invalid email address'],
    ['an empty e-mail', { email: '' }, 'email', 'Email is required'],
    ['a short password', { password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    ['an empty confirmation', { confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    ['a confirmation that differs', { confirmPassword: 'password124' }, 'confirmPassword', 'Passwords do not match'],
  ])('shows the form\'s message for %s', (_label, change, field, message) => {
    const found = messages(signupFormSchema, { ...goodSignup, ...change });
    expect(found[field]?.[0]).toBe(message);
  });
});

describe('login form messages', () => {
  it('accepts an e-mail and a password', () => {
    expect(loginFormSchema.safeParse({ email: 'jane@school.example', password: 'x' }).success).toBe(true);
  });

  it('shows "Email is required" and "Password is required" for an empty form', () => {
    const found = messages(loginFormSchema, { email: '', password: '' });
    expect(found.email?.[0]).toBe('Email is required');
    expect(found.password?.[0]).toBe('Password is required');
  });

  it('shows "Invalid email address" for a malformed e-mail', () => {
    expect(messages(loginFormSchema, { email: 'jane@', password: 'x' }).email?.[0]).toBe('Invalid email address');
  });
});

describe('registerSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    const parsed = registerSchema.parse({ email: '  Jane@School.EXAMPLE ', password: 'password123' });
    expect(parsed.email).toBe('jane@school.example');
  });
});

describe('HTTP helpers', () => {
  it('maps each error code to its status', () => {
    expect(ERROR_STATUS).toMatchObject({
      VALIDATION_ERROR: 400,
      INVALID_JSON: 400,
      UNAUTHORIZED: 401,
      INVALID_CREDENTIALS: 401,
      FORBIDDEN: 403,
      LIMIT_REACHED: 403,
      NOT_FOUND: 404,
      EMAIL_TAKEN: 409,
      RATE_LIMITED: 429,
      INTERNAL_ERROR: 500,
      PROVIDER_ERROR: 502,
      PROVIDER_UNAVAILABLE: 503,
    });
    expect(new ApiError('EMAIL_TAKEN', 'taken').status).toBe(409);
  });

  it('answers an ApiError in the failure shape with Retry-After on 429', async () => {
    const res = apiError(new ApiError('RATE_LIMITED', 'Slow down', { retryAfterSeconds: 42 }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(await res.json()).toEqual({ success: false, error: 'Slow down', code: 'RATE_LIMITED' });
  });

  it('answers an unexpected error as 500 without leaking its details', async () => {
    const handler = route({ summary: 'x', tag: 'test', access: 'public' }, async () => {
      throw new Error('connection string postgres://admin:hunter2@db');
    });
    const res = await handler(new Request('http://localhost/api/x') as never, { params: Promise.resolve({}) });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ success: false, error: expect.any(String), code: 'INTERNAL_ERROR' });
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('answers a thrown ZodError as 400 naming the field', async () => {
    const handler = route({ summary: 'x', tag: 'test', access: 'public' }, async () => {
      z.object({ topic: z.string().min(3, 'Topic is too short') }).parse({ topic: 'a' });
      return new Response('unreachable');
    });
    const res = await handler(new Request('http://localhost/api/x') as never, { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'topic: Topic is too short', code: 'VALIDATION_ERROR' });
  });

  it('refuses an over-large JSON body as 413 PAYLOAD_TOO_LARGE, without reaching the handler', async () => {
    let reached = false;
    const handler = route(
      { summary: 'x', tag: 'test', access: 'public', body: z.object({ text: z.string() }) },
      () => {
        reached = true;
        return {};
      },
    );
    const req = new Request('http://localhost/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
    });
    const res = await handler(req as never, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(reached).toBe(false);
  });

  it('clientIp takes the rightmost X-Forwarded-For entry', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2 , 3.3.3.3' }))).toBe('3.3.3.3');
    expect(clientIp({ 'x-forwarded-for': ['1.1.1.1', '4.4.4.4'] })).toBe('4.4.4.4');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
