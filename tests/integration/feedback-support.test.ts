/**
 * Feedback, support tickets and the admin triage API, as a teacher, a visitor, an admin and an API
 * client see them: validation with the forms' messages and the server's caps, admin-only access,
 * the status rules, a user seeing only their own tickets, priority from the plan, HTML kept as text
 * and rate limits.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/db';
import { feedback, supportTickets, users } from '@/db/schema';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_STATUSES, FEEDBACK_TRANSITIONS } from '@/lib/constants/feedback';
import { FEEDBACK_RATE_LIMITS } from '@/lib/constants/rate-limits';
import { SUPPORT_MESSAGE_MAX, SUPPORT_STATUSES, SUPPORT_SUBJECT_MAX } from '@/lib/constants/support';
import { canMoveFeedback, canMoveTicket } from '@/lib/feedback/status';
import { priorityFor } from '@/lib/support/service';
import { POST as submitFeedbackRoute } from '@/app/api/feedback/submit/route';
import { GET as allFeedbackRoute } from '@/app/api/feedback/all/route';
import { PUT as feedbackStatusRoute } from '@/app/api/feedback/[id]/status/route';
import { POST as submitTicketRoute } from '@/app/api/support/submit/route';
import { GET as myTicketsRoute } from '@/app/api/support/my-tickets/route';
import { GET as allTicketsRoute } from '@/app/api/support/all/route';
import { PUT as ticketStatusRoute } from '@/app/api/support/[id]/status/route';
import { call, freshEmail, freshIp, sessionCookie, signUp, updateUserRow, type SignedUp } from '../helpers/api';

vi.mock('@/lib/auth/password', () => import('../helpers/fast-password'));

beforeAll(async () => {
  await getDb();
}, 60_000);

afterAll(async () => {
  await closeDb();
});

const GOOD_FEEDBACK = 'The worksheet answer key printed on two pages.';
const GOOD_TICKET = {
  subject: 'Cannot print my quiz',
  message: 'When I press print the quiz opens but the page is blank.',
  category: 'technical',
};

const sendFeedback = (body: unknown, opts: { token?: string; ip?: string; cookie?: string } = {}) =>
  call(submitFeedbackRoute, { method: 'POST', path: '/api/feedback/submit', body, ...opts });
const sendTicket = (body: unknown, opts: { token?: string; ip?: string } = {}) =>
  call(submitTicketRoute, { method: 'POST', path: '/api/support/submit', body, ...opts });
const listFeedback = (query: string, token?: string) =>
  call(allFeedbackRoute, { path: `/api/feedback/all${query}`, token });
const setFeedbackStatus = (id: string, body: unknown, token?: string) =>
  call(feedbackStatusRoute, { method: 'PUT', path: `/api/feedback/${id}/status`, body, token, params: { id } });
const listTickets = (query: string, token?: string) => call(allTicketsRoute, { path: `/api/support/all${query}`, token });
const myTickets = (token?: string, query = '') => call(myTicketsRoute, { path: `/api/support/my-tickets${query}`, token });
const setTicketStatus = (id: string, body: unknown, token?: string) =>
  call(ticketStatusRoute, { method: 'PUT', path: `/api/support/${id}/status`, body, token, params: { id } });

async function admin(): Promise<SignedUp> {
  const a = await signUp({ name: 'Head of Support' });
  await updateUserRow(a.user.id, { role: 'admin' });
  return a;
}

async function premium(name = 'Premium Teacher'): Promise<SignedUp> {
  const p = await signUp({ name });
  await updateUserRow(p.user.id, { isPremium: true });
  return p;
}

async function clearInbox() {
  const db = await getDb();
  await db.delete(feedback);
  await db.delete(supportTickets);
}

describe('the status rules, defined once in lib/constants', () => {
  it('lets an admin resolve or ignore feedback from any state, but never set it back to new or to itself', () => {
    for (const from of FEEDBACK_STATUSES) {
      expect(canMoveFeedback(from, 'resolved')).toBe(from !== 'resolved');
      expect(canMoveFeedback(from, 'ignored')).toBe(from !== 'ignored');
      expect(canMoveFeedback(from, 'new')).toBe(false);
      expect(canMoveFeedback(from, from)).toBe(false);
    }
    expect(canMoveFeedback('new', 'reviewed')).toBe(true);
    expect(canMoveFeedback('resolved', 'reviewed')).toBe(false);
    expect(Object.keys(FEEDBACK_TRANSITIONS).sort()).toEqual([...FEEDBACK_STATUSES].sort());
  });

  it('always lets a ticket keep its status (to save notes) and reopens closed tickets only to open', () => {
    for (const s of SUPPORT_STATUSES) expect(canMoveTicket(s, s)).toBe(true);
    expect(canMoveTicket('open', 'resolved')).toBe(true);
    expect(canMoveTicket('closed', 'open')).toBe(true);
    expect(canMoveTicket('closed', 'resolved')).toBe(false);
    expect(canMoveTicket('resolved', 'open')).toBe(false);
  });

  it('gives Premium senders high priority and everyone else normal', () => {
    expect(priorityFor({ isPremium: true })).toBe('high');
    expect(priorityFor({ isPremium: false })).toBe('normal');
    expect(priorityFor(null)).toBe('normal');
  });
});

describe('POST /api/feedback/submit', () => {
  it('takes feedback from a visitor with the page it was sent from', async () => {
    const res = await sendFeedback({ type: 'bug', message: GOOD_FEEDBACK, page: '/pricing' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      data: { type: 'bug', status: 'new', message: GOOD_FEEDBACK, page: '/pricing', user: null },
    });
    expect(new Date(res.body.data.createdAt).toISOString()).toBe(res.body.data.createdAt);
  });

  it('links feedback to the signed-in user, by bearer token or session cookie', async () => {
    const t = await signUp({ name: 'Amara Okafor' });
    const byToken = await sendFeedback({ type: 'feature', message: 'Please add a seating plan.', page: '/dashboard' }, { token: t.token });
    expect(byToken.status).toBe(201);
    expect(byToken.body.data.user).toEqual({ name: 'Amara Okafor', email: t.email, isPremium: false });

    const byCookie = await sendFeedback(
      { type: 'other', message: 'Sent from the lesson page.' },
      { cookie: await sessionCookie(t.user.id) },
    );
    expect(byCookie.status).toBe(201);
    expect(byCookie.body.data.user.email).toBe(t.email);
    expect(byCookie.body.data.page).toBeNull();
  });

  it('needs at least 10 characters after trimming, with the too-short message', async () => {
    const short = await sendFeedback({ type: 'bug', message: '   too short   ' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      error: 'message: Please provide at least 10 characters of feedback',
    });
    const missing = await sendFeedback({ type: 'bug' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('message: Please provide at least 10 characters of feedback');

    const exactly = await sendFeedback({ type: 'bug', message: '   1234567890   ' });
    expect(exactly.status).toBe(201);
    expect(exactly.body.data.message).toBe('1234567890');
  });

  it(`caps the message at ${FEEDBACK_MESSAGE_MAX} characters with a clear 400`, async () => {
    const atCap = await sendFeedback({ type: 'improvement', message: 'a'.repeat(FEEDBACK_MESSAGE_MAX) });
    expect(atCap.status).toBe(201);
    const over = await sendFeedback({ type: 'improvement', message: 'a'.repeat(FEEDBACK_MESSAGE_MAX + 1) });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe(`message: Feedback must be at most ${FEEDBACK_MESSAGE_MAX} characters`);
  });

  it('refuses an unknown type and a body that is not JSON', async () => {
    const badType = await sendFeedback({ type: 'praise', message: GOOD_FEEDBACK });
    expect(badType.status).toBe(400);
    expect(badType.body.error).toBe('type: type must be one of: bug, feature, improvement, other');
    const notJson = await sendFeedback('{oops');
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('INVALID_JSON');
  });

  it('stores HTML exactly as typed, as text', async () => {
    const a = await admin();
    const html = '<img src=x onerror="alert(1)"> <b>bold</b> & <script>steal()</script>';
    const sent = await sendFeedback({ type: 'bug', message: html, page: '/<script>' });
    expect(sent.status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(feedback).where(eq(feedback.id, sent.body.data.id));
    expect(row.message).toBe(html);
    const listed = await listFeedback('?status=new&limit=100', a.token);
    expect(listed.body.data.items.find((f: { id: string }) => f.id === sent.body.data.id).message).toBe(html);
  });

  it(`rate limits a visitor to ${FEEDBACK_RATE_LIMITS.feedback.points} an hour, by address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < FEEDBACK_RATE_LIMITS.feedback.points; i += 1) {
      expect((await sendFeedback({ type: 'other', message: `${GOOD_FEEDBACK} ${i}` }, { ip })).status).toBe(201);
    }
    const limited = await sendFeedback({ type: 'other', message: GOOD_FEEDBACK }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.error).toMatch(/Please try again in \d+ minutes?\./);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await sendFeedback({ type: 'other', message: GOOD_FEEDBACK })).status).toBe(201);
  });

  it('rate limits a signed-in user wherever they send from, and not a typo', async () => {
    const t = await signUp();
    // Invalid attempts do not count.
    for (let i = 0; i < 3; i += 1) expect((await sendFeedback({ type: 'bug', message: 'short' }, { token: t.token })).status).toBe(400);
    for (let i = 0; i < FEEDBACK_RATE_LIMITS.feedback.points; i += 1) {
      expect((await sendFeedback({ type: 'bug', message: GOOD_FEEDBACK }, { token: t.token, ip: freshIp() })).status).toBe(201);
    }
    expect((await sendFeedback({ type: 'bug', message: GOOD_FEEDBACK }, { token: t.token, ip: freshIp() })).status).toBe(429);
  });
});

describe('GET /api/feedback/all and PUT /api/feedback/{id}/status (admins only)', () => {
  it('answers 401 signed out and 403 "Unauthorized access" to a teacher, on every admin route', async () => {
    const teacher = await signUp();
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes = [
      () => listFeedback(''),
      () => setFeedbackStatus(someId, { status: 'resolved' }),
      () => listTickets(''),
      () => setTicketStatus(someId, { status: 'closed' }),
    ];
    for (const route of routes) {
      const out = await route();
      expect(out.status).toBe(401);
      expect(out.body.code).toBe('UNAUTHORIZED');
    }
    const asTeacher = [
      () => listFeedback('', teacher.token),
      () => setFeedbackStatus(someId, { status: 'resolved' }, teacher.token),
      () => listTickets('', teacher.token),
      () => setTicketStatus(someId, { status: 'closed' }, teacher.token),
    ];
    for (const route of asTeacher) {
      const out = await route();
      expect(out.status).toBe(403);
      expect(out.body).toEqual({ success: false, error: 'Unauthorized access', code: 'FORBIDDEN' });
    }
  });

  it('is decided by the role on the server, not by an e-mail address', async () => {
    const t = await signUp();
    expect((await listFeedback('', t.token)).status).toBe(403);
    await updateUserRow(t.user.id, { role: 'admin' });
    expect((await listFeedback('', t.token)).status).toBe(200);
    await updateUserRow(t.user.id, { role: 'user' });
    expect((await listFeedback('', t.token)).status).toBe(403);
  });

  it('lists feedback newest first with the sender, Premium badge and filters, page by page', async () => {
    await clearInbox();
    const a = await admin();
    const p = await premium('Priya Shah');
    const db = await getDb();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await sendFeedback({ type: 'improvement', message: `Feedback number ${i}`, page: `/p${i}` }, { token: p.token });
      ids.push(res.body.data.id);
      await db
        .update(feedback)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(feedback.id, res.body.data.id));
    }
    const visitor = await sendFeedback({ type: 'bug', message: 'A visitor found a bug.' });
    await db.update(feedback).set({ createdAt: new Date(Date.UTC(2025, 0, 1)) }).where(eq(feedback.id, visitor.body.data.id));

    const first = await listFeedback('?page=1&limit=2', a.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, limit: 2, total: 6 });
    expect(first.body.data.items.map((f: { id: string }) => f.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.data.items[0]).toMatchObject({
      type: 'improvement',
      status: 'new',
      page: '/p4',
      user: { name: 'Priya Shah', email: p.email, isPremium: true },
    });
    const last = await listFeedback('?page=3&limit=2', a.token);
    expect(last.body.data.items.map((f: { id: string }) => f.id)).toEqual([ids[0], visitor.body.data.id]);
    expect(last.body.data.items[1].user).toBeNull();

    await setFeedbackStatus(ids[1], { status: 'resolved' }, a.token);
    await setFeedbackStatus(ids[2], { status: 'ignored' }, a.token);
    const resolved = await listFeedback('?status=resolved', a.token);
    expect(resolved.body.data.total).toBe(1);
    expect(resolved.body.data.items[0].id).toBe(ids[1]);
    expect((await listFeedback('?status=new', a.token)).body.data.total).toBe(4);
    expect((await listFeedback('?status=reviewed', a.token)).body.data).toMatchObject({ items: [], total: 0 });
    expect((await listFeedback('?status=all', a.token)).body.data.total).toBe(6);

    const bad = await listFeedback('?status=done', a.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^status: status must be one of: all, new, reviewed, resolved, ignored/);
    expect((await listFeedback('?page=0', a.token)).status).toBe(400);
  });

  it('resolves and ignores feedback by the rules, and refuses moves the rules do not allow with 409', async () => {
    const a = await admin();
    const id = (await sendFeedback({ type: 'bug', message: GOOD_FEEDBACK })).body.data.id;

    const resolved = await setFeedbackStatus(id, { status: 'resolved' }, a.token);
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ id, status: 'resolved' });

    const again = await setFeedbackStatus(id, { status: 'resolved' }, a.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, code: 'CONFLICT', error: 'This feedback is already resolved' });

    expect((await setFeedbackStatus(id, { status: 'new' }, a.token)).status).toBe(409);
    expect((await setFeedbackStatus(id, { status: 'reviewed' }, a.token)).status).toBe(409);
    const ignored = await setFeedbackStatus(id, { status: 'ignored' }, a.token);
    expect(ignored.status).toBe(200);
    expect(ignored.body.data.status).toBe('ignored');
    expect((await setFeedbackStatus(id, { status: 'resolved' }, a.token)).body.data.status).toBe('resolved');

    const bad = await setFeedbackStatus(id, { status: 'archived' }, a.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('status: status must be one of: new, reviewed, resolved, ignored');
    expect((await setFeedbackStatus('not-a-uuid', { status: 'resolved' }, a.token)).status).toBe(404);
    expect(
      (await setFeedbackStatus('00000000-0000-4000-8000-000000000000', { status: 'resolved' }, a.token)).status,
    ).toBe(404);
  });
});

describe('POST /api/support/submit', () => {
  it('takes a visitor\'s ticket only with an e-mail to reply to', async () => {
    const noEmail = await sendTicket(GOOD_TICKET);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe('email: Please give your email address so we can reply');
    const badEmail = await sendTicket({ ...GOOD_TICKET, email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe('email: Invalid email address');

    const email = freshEmail('parent');
    const ok = await sendTicket({ ...GOOD_TICKET, email: `  ${email.toUpperCase()} ` });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ ...GOOD_TICKET, status: 'open', priority: 'normal' });
    expect(ok.body.data).not.toHaveProperty('adminNotes');
    const db = await getDb();
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ok.body.data.id));
    expect(row.email).toBe(email);
    expect(row.userId).toBeNull();
  });

  it('answers a signed-in user at their account e-mail, with priority from their plan', async () => {
    const free = await signUp();
    const paid = await premium();
    const fromFree = await sendTicket({ ...GOOD_TICKET, email: 'someone.else@example.com' }, { token: free.token });
    expect(fromFree.status).toBe(201);
    expect(fromFree.body.data.priority).toBe('normal');
    const fromPaid = await sendTicket({ ...GOOD_TICKET, category: 'billing' }, { token: paid.token });
    expect(fromPaid.status).toBe(201);
    expect(fromPaid.body.data).toMatchObject({ priority: 'high', category: 'billing' });

    const db = await getDb();
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, fromFree.body.data.id));
    expect(row.email).toBe(free.email);
    expect(row.userId).toBe(free.user.id);
  });

  it('uses the too-short messages for a short subject or message, after trimming', async () => {
    const shortSubject = await sendTicket({ ...GOOD_TICKET, subject: '  help  ', email: freshEmail() });
    expect(shortSubject.status).toBe(400);
    expect(shortSubject.body.error).toBe('subject: Please provide a subject (at least 5 characters)');
    const shortMessage = await sendTicket({ ...GOOD_TICKET, message: ' 123456789  ', email: freshEmail() });
    expect(shortMessage.status).toBe(400);
    expect(shortMessage.body.error).toBe('message: Please provide a message (at least 10 characters)');
    const badCategory = await sendTicket({ ...GOOD_TICKET, category: 'urgent', email: freshEmail() });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.error).toBe('category: category must be one of: technical, billing, feature_help, other');
  });

  it(`caps the message at ${SUPPORT_MESSAGE_MAX} and the subject at ${SUPPORT_SUBJECT_MAX} characters`, async () => {
    const t = await signUp();
    expect((await sendTicket({ ...GOOD_TICKET, message: 'm'.repeat(SUPPORT_MESSAGE_MAX) }, { token: t.token })).status).toBe(201);
    const over = await sendTicket({ ...GOOD_TICKET, message: 'm'.repeat(SUPPORT_MESSAGE_MAX + 1) }, { token: t.token });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe(`message: Message must be at most ${SUPPORT_MESSAGE_MAX} characters`);
    const longSubject = await sendTicket({ ...GOOD_TICKET, subject: 's'.repeat(SUPPORT_SUBJECT_MAX + 1) }, { token: t.token });
    expect(longSubject.status).toBe(400);
    expect(longSubject.body.error).toBe(`subject: Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`);
  });

  it('stores HTML in the subject and message as text', async () => {
    const t = await signUp();
    const subject = '<b>Broken</b> <script>x()</script>';
    const message = '<iframe src="https://evil.example"></iframe> please help';
    const res = await sendTicket({ ...GOOD_TICKET, subject, message }, { token: t.token });
    expect(res.status).toBe(201);
    const mine = await myTickets(t.token);
    expect(mine.body.data.items[0]).toMatchObject({ subject, message });
  });

  it(`rate limits tickets to ${FEEDBACK_RATE_LIMITS.support.points} an hour per user`, async () => {
    const t = await signUp();
    for (let i = 0; i < FEEDBACK_RATE_LIMITS.support.points; i += 1) {
      expect((await sendTicket(GOOD_TICKET, { token: t.token, ip: freshIp() })).status).toBe(201);
    }
    const limited = await sendTicket(GOOD_TICKET, { token: t.token, ip: freshIp() });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    // A different user is unaffected.
    expect((await sendTicket(GOOD_TICKET, { token: (await signUp()).token })).status).toBe(201);
  });

  it('rate limits a visitor\'s tickets by address', async () => {
    const ip = freshIp();
    for (let i = 0; i < FEEDBACK_RATE_LIMITS.support.points; i += 1) {
      expect((await sendTicket({ ...GOOD_TICKET, email: freshEmail() }, { ip })).status).toBe(201);
    }
    expect((await sendTicket({ ...GOOD_TICKET, email: freshEmail() }, { ip })).status).toBe(429);
  });
});

describe('GET /api/support/my-tickets', () => {
  it('needs a session', async () => {
    const res = await myTickets();
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it('shows a user only their own tickets, newest first, without admin notes', async () => {
    const a = await admin();
    const alice = await signUp();
    const bob = await signUp();
    const first = await sendTicket({ ...GOOD_TICKET, subject: 'Alice first ticket' }, { token: alice.token });
    const db = await getDb();
    await db.update(supportTickets).set({ createdAt: new Date(Date.UTC(2025, 5, 1)) }).where(eq(supportTickets.id, first.body.data.id));
    await sendTicket({ ...GOOD_TICKET, subject: 'Alice second ticket' }, { token: alice.token });
    await sendTicket({ ...GOOD_TICKET, subject: 'Bob has a problem' }, { token: bob.token });
    // A visitor using Alice's address is not Alice.
    await sendTicket({ ...GOOD_TICKET, subject: 'Visitor with her address', email: alice.email });
    await setTicketStatus(first.body.data.id, { status: 'in_progress', adminNotes: 'Internal: check the print CSS' }, a.token);

    const mine = await myTickets(alice.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ page: 1, total: 2 });
    expect(mine.body.data.items.map((t: { subject: string }) => t.subject)).toEqual([
      'Alice second ticket',
      'Alice first ticket',
    ]);
    expect(mine.body.data.items[1].status).toBe('in_progress');
    for (const item of mine.body.data.items) {
      expect(item).not.toHaveProperty('adminNotes');
      expect(item).not.toHaveProperty('email');
    }
    const paged = await myTickets(alice.token, '?page=2&limit=1');
    expect(paged.body.data).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.body.data.items[0].subject).toBe('Alice first ticket');

    const bobs = await myTickets(bob.token);
    expect(bobs.body.data.items.map((t: { subject: string }) => t.subject)).toEqual(['Bob has a problem']);
    expect((await myTickets((await signUp()).token)).body.data).toEqual({ items: [], page: 1, limit: 20, total: 0 });
  });
});

describe('GET /api/support/all and PUT /api/support/{id}/status (admins only)', () => {
  it('lists Premium (high priority) tickets first, then newest, with filters and pages', async () => {
    await clearInbox();
    const a = await admin();
    const paid = await premium('Dr Evans');
    const free = await signUp({ name: 'Mr Khan' });
    const db = await getDb();
    const at = async (id: string, day: number) =>
      db.update(supportTickets).set({ createdAt: new Date(Date.UTC(2026, 1, day)) }).where(eq(supportTickets.id, id));

    const oldPremium = (await sendTicket({ ...GOOD_TICKET, subject: 'Old premium ticket' }, { token: paid.token })).body.data.id;
    await at(oldPremium, 1);
    const newFree = (await sendTicket({ ...GOOD_TICKET, subject: 'New free ticket' }, { token: free.token })).body.data.id;
    await at(newFree, 20);
    const midFree = (await sendTicket({ ...GOOD_TICKET, subject: 'Mid free ticket' }, { token: free.token })).body.data.id;
    await at(midFree, 10);
    const visitor = (await sendTicket({ ...GOOD_TICKET, subject: 'Visitor ticket', email: 'visitor@home.example' })).body.data.id;
    await at(visitor, 5);

    const all = await listTickets('', a.token);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.items.map((t: { id: string }) => t.id)).toEqual([oldPremium, newFree, midFree, visitor]);
    expect(all.body.data.items[0]).toMatchObject({
      priority: 'high',
      status: 'open',
      email: paid.email,
      adminNotes: null,
      user: { name: 'Dr Evans', email: paid.email, isPremium: true },
    });
    expect(all.body.data.items[3]).toMatchObject({ email: 'visitor@home.example', user: null, priority: 'normal' });

    const high = await listTickets('?priority=high', a.token);
    expect(high.body.data.items.map((t: { id: string }) => t.id)).toEqual([oldPremium]);
    const page2 = await listTickets('?priority=normal&page=2&limit=2', a.token);
    expect(page2.body.data).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page2.body.data.items.map((t: { id: string }) => t.id)).toEqual([visitor]);

    await setTicketStatus(midFree, { status: 'resolved' }, a.token);
    const resolved = await listTickets('?status=resolved', a.token);
    expect(resolved.body.data.items.map((t: { id: string }) => t.id)).toEqual([midFree]);
    expect((await listTickets('?status=closed&priority=high', a.token)).body.data).toMatchObject({ items: [], total: 0 });
    expect((await listTickets('?priority=urgent', a.token)).status).toBe(400);
    expect((await listTickets('?status=pending', a.token)).status).toBe(400);
  });

  it('updates status and admin notes by the rules', async () => {
    const a = await admin();
    const t = await signUp();
    const id = (await sendTicket(GOOD_TICKET, { token: t.token })).body.data.id;

    const started = await setTicketStatus(id, { status: 'in_progress', adminNotes: '  Asked for a screenshot  ' }, a.token);
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ id, status: 'in_progress', adminNotes: 'Asked for a screenshot' });

    // Notes omitted are kept; same status saves notes alone.
    const kept = await setTicketStatus(id, { status: 'in_progress' }, a.token);
    expect(kept.body.data.adminNotes).toBe('Asked for a screenshot');
    const renoted = await setTicketStatus(id, { status: 'in_progress', adminNotes: '<b>Sent</b> a fix' }, a.token);
    expect(renoted.body.data.adminNotes).toBe('<b>Sent</b> a fix');

    expect((await setTicketStatus(id, { status: 'closed', adminNotes: '' }, a.token)).body.data).toMatchObject({
      status: 'closed',
      adminNotes: null,
    });
    const reopenWrong = await setTicketStatus(id, { status: 'resolved' }, a.token);
    expect(reopenWrong.status).toBe(409);
    expect(reopenWrong.body).toEqual({ success: false, code: 'CONFLICT', error: 'A ticket cannot be moved from closed to resolved' });
    expect((await setTicketStatus(id, { status: 'open' }, a.token)).body.data.status).toBe('open');

    const badStatus = await setTicketStatus(id, { status: 'done' }, a.token);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error).toBe('status: status must be one of: open, in_progress, resolved, closed');
    const longNotes = await setTicketStatus(id, { status: 'open', adminNotes: 'n'.repeat(5001) }, a.token);
    expect(longNotes.status).toBe(400);
    expect((await setTicketStatus('00000000-0000-4000-8000-000000000000', { status: 'open' }, a.token)).status).toBe(404);

    // The sender sees the new status in "My tickets".
    const mine = await myTickets(t.token);
    expect(mine.body.data.items[0]).toMatchObject({ id, status: 'open' });
  });

  it('removes a user\'s feedback and tickets when their account is deleted', async () => {
    const t = await signUp();
    const f = await sendFeedback({ type: 'bug', message: GOOD_FEEDBACK }, { token: t.token });
    const s = await sendTicket(GOOD_TICKET, { token: t.token });
    const db = await getDb();
    await db.delete(users).where(eq(users.id, t.user.id));
    expect(await db.select().from(feedback).where(eq(feedback.id, f.body.data.id))).toEqual([]);
    expect(await db.select().from(supportTickets).where(eq(supportTickets.id, s.body.data.id))).toEqual([]);
  });
});
