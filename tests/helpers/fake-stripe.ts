/**
 * A small local HTTP server that speaks the parts of Stripe's REST API Plenary uses, so the
 * REAL `stripe` SDK can be pointed at it (STRIPE_API_HOST / _PORT / _PROTOCOL) in tests.
 * Requests arrive form-encoded (`line_items[0][price]=…`) exactly as the SDK sends them to
 * Stripe; answers are Stripe-shaped JSON. Also builds events and signs them with the SDK's own
 * test-header helper.
 *
 * Speaks: GET /v1/prices, POST /v1/customers, POST /v1/checkout/sessions,
 * POST /v1/billing_portal/sessions, GET /v1/subscriptions, GET|DELETE /v1/subscriptions/:id;
 * with HostedPages, also Checkout's and the Customer Portal's pages for a browser, and
 * POST /test/webhooks/hold|release to hold their webhooks until a journey lets them go.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface RecordedRequest {
  method: string;
  path: string;
  /** Parsed form body (POST) or query (GET/DELETE). */
  params: Obj;
  headers: http.IncomingHttpHeaders;
  /** When the answer was sent (ms since the epoch); unset while it is still being delayed. */
  answeredAt?: number;
}

/** `a[b][0][c]=x` form fields → nested objects, numeric keys → arrays (Stripe's encoding). */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split('[').map((p) => p.replace(/]$/, ''));
    let node = root;
    parts.forEach((part, i) => {
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (i === parts.length - 1) node[key] = value;
      else node = node[key] ??= {};
    });
  }
  const arrayify = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Obj;
    const keys = Object.keys(o);
    const converted = Object.fromEntries(keys.map((k) => [k, arrayify(o[k])]));
    if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => converted[k]);
    return converted;
  };
  return arrayify(root) as Obj;
}

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

/**
 * Stripe's hosted pages for browser journeys: Checkout and the Customer Portal served by the fake
 * itself at `baseUrl`, which on "Pay" or "Cancel plan" change the fake's state and deliver the
 * events Stripe would send, signed, to the app's webhook.
 */
export interface HostedPages {
  /** Where this fake is reachable from the browser, e.g. http://127.0.0.1:3102. */
  baseUrl: string;
  /** The app's webhook endpoint. */
  webhookUrl: string;
  /** STRIPE_WEBHOOK_SECRET of the app. */
  webhookSecret: string;
  /** Wait this long after the redirect before delivering, as Stripe's webhooks trail the redirect. */
  webhookDelayMs: number;
}

export class FakeStripe {
  constructor(private readonly hosted?: HostedPages) {}

  readonly requests: RecordedRequest[] = [];
  readonly prices = new Map<string, Obj>();
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  /** The raw create params of each Checkout Session, by id (what Checkout would show). */
  readonly sessionParams = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  /** Customer Portal sessions: whose, and where "Return" goes. */
  readonly portalSessions = new Map<string, { customer: string; returnUrl: string }>();
  /** Answer the next N requests with a 500 api_error (Stripe down; marked not to be retried). */
  failNext = 0;
  /** Milliseconds to wait before answering each API request (a slow Stripe). */
  delayMs = 0;
  private counter = 0;
  private idempotent = new Map<string, Obj>();
  private server?: http.Server;
  port = 0;

  /** Stripe's client, for signing test webhooks (the SDK's generateTestHeaderString). */
  private signer = new Stripe('sk_test_signer_only');

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fake${String(this.counter).padStart(6, '0')}`;
  }

  /** Adds an active price with a lookup key. */
  addPrice(lookupKey: string, unitAmount: number, recurring: boolean): Obj & { id: string } {
    const price = {
      id: this.id('price'),
      object: 'price',
      active: true,
      currency: 'gbp',
      lookup_key: lookupKey,
      unit_amount: unitAmount,
      type: recurring ? 'recurring' : 'one_time',
      recurring: recurring ? { interval: 'month', interval_count: 1 } : null,
    };
    this.prices.set(price.id, price);
    return price;
  }

  /** Adds a subscription as Stripe would hold it (period end on its item, current API versions). */
  addSubscription(opts: {
    customer: string;
    status?: string;
    metadata?: Obj;
    trialDays?: number;
    price?: string;
    cancelAtPeriodEnd?: boolean;
  }): Obj {
    const start = now();
    const trialEnd = opts.trialDays ? start + opts.trialDays * DAY : null;
    const periodEnd = trialEnd ?? start + 30 * DAY;
    const id = this.id('sub');
    const sub = {
      id,
      object: 'subscription',
      customer: opts.customer,
      status: opts.status ?? (opts.trialDays ? 'trialing' : 'active'),
      metadata: opts.metadata ?? {},
      cancel_at_period_end: opts.cancelAtPeriodEnd ?? false,
      cancel_at: null,
      canceled_at: null,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      created: start,
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            subscription: id,
            current_period_start: start,
            current_period_end: periodEnd,
            price: opts.price ? this.prices.get(opts.price) ?? { id: opts.price } : null,
            quantity: 1,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    };
    this.subscriptions.set(id, sub);
    return sub;
  }

  /** Changes a stored subscription (what Stripe would do on renewal, failure, cancellation…). */
  updateSubscription(id: string, patch: Obj & { periodEnd?: number }): Obj {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    const { periodEnd, ...rest } = patch;
    Object.assign(sub, rest);
    if (periodEnd !== undefined) sub.items.data[0].current_period_end = periodEnd;
    return sub;
  }

  /**
   * Completes a Checkout Session as a paying customer would: subscription mode creates the
   * subscription (trialing when the session asked for a trial); payment mode marks it paid.
   */
  completeCheckout(sessionId: string, opts: { paymentStatus?: string } = {}): Obj {
    const session = this.sessions.get(sessionId);
    const params = this.sessionParams.get(sessionId);
    if (!session || !params) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    if (session.mode === 'subscription') {
      const trialDays = params.subscription_data?.trial_period_days ? Number(params.subscription_data.trial_period_days) : 0;
      const sub = this.addSubscription({
        customer: session.customer,
        metadata: params.subscription_data?.metadata ?? {},
        trialDays,
        price: params.line_items?.[0]?.price,
      });
      session.subscription = sub.id;
      session.payment_status = opts.paymentStatus ?? (trialDays ? 'no_payment_required' : 'paid');
    } else {
      session.payment_status = opts.paymentStatus ?? 'paid';
      session.payment_intent = this.id('pi');
    }
    return session;
  }

  /** A Stripe event wrapping a copy of `object` (as Stripe sends it, a snapshot at that moment). */
  event(type: string, object: Obj, id = this.id('evt')): Obj {
    return {
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  /** An invoice of a subscription, shaped as current API versions send it. */
  invoiceFor(subscriptionId: string, extra: Obj = {}): Obj {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    return {
      id: this.id('in'),
      object: 'invoice',
      customer: sub.customer,
      status: 'paid',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscriptionId, metadata: sub.metadata },
      },
      ...extra,
    };
  }

  /** The Stripe-Signature header for a payload, from the SDK's own helper. */
  sign(payload: string, secret: string, timestamp?: number): string {
    return this.signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  }

  /** Requests whose method and path match. */
  calls(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  async start(port = 0): Promise<number> {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        if (this.hosted && !url.pathname.startsWith('/v1/')) {
          this.servePage(req.method ?? 'GET', url.pathname, res).catch((err) => {
            res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(String(err));
          });
          return;
        }
        const params = req.method === 'POST' ? parseStripeForm(body) : parseStripeForm(url.search.slice(1));
        const record: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, params, headers: req.headers };
        this.requests.push(record);
        const answer = () => {
          const [status, json] = this.route(record);
          res.writeHead(status, {
            'content-type': 'application/json',
            'request-id': this.id('req'),
            // As Stripe does for most errors: the SDK must not retry, so one failure is one request.
            ...(status >= 500 ? { 'stripe-should-retry': 'false' } : {}),
          });
          res.end(JSON.stringify(json));
          record.answeredAt = Date.now();
        };
        if (this.delayMs > 0) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Environment variables that point the app's Stripe client here. */
  env(): Record<string, string> {
    return { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(this.port), STRIPE_API_PROTOCOL: 'http' };
  }

  /** Events held back while a journey looks at the page before the webhook lands (see servePage). */
  private heldEvents: Obj[] | null = null;

  /** Signs and POSTs events to the app's webhook, one after the other, after the hosted delay (or when released, while held). */
  private deliver(events: Obj[]): void {
    if (this.heldEvents) {
      this.heldEvents.push(...events);
      return;
    }
    const hosted = this.hosted!;
    setTimeout(async () => {
      for (const event of events) {
        const payload = JSON.stringify(event);
        try {
          const res = await fetch(hosted.webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': this.sign(payload, hosted.webhookSecret) },
            body: payload,
          });
          this.deliveries.push({ type: event.type, status: res.status });
        } catch (err) {
          this.deliveries.push({ type: event.type, status: 0, error: String(err) });
        }
      }
    }, hosted.webhookDelayMs);
  }

  /** Webhook deliveries made for hosted pages: event type and the app's HTTP status. */
  readonly deliveries: Array<{ type: string; status: number; error?: string }> = [];

  private page(res: http.ServerResponse, title: string, body: string): void {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
        `<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto"><main>${body}</main></body></html>`,
    );
  }

  private redirect(res: http.ServerResponse, to: string): void {
    res.writeHead(303, { location: to });
    res.end();
  }

  /** The hosted Checkout and Customer Portal pages (see HostedPages). */
  private async servePage(method: string, path: string, res: http.ServerResponse): Promise<void> {
    if (path === '/health') return this.page(res, 'ok', 'ok');
    // For journeys: hold the webhooks of the next payments, then deliver them, so a page's
    // "waiting for the webhook" state can be seen however slowly the page loads.
    if (path === '/test/webhooks/hold' && method === 'POST') {
      this.heldEvents ??= [];
      return this.page(res, 'held', 'held');
    }
    if (path === '/test/webhooks/release' && method === 'POST') {
      const events = this.heldEvents ?? [];
      this.heldEvents = null;
      if (events.length) this.deliver(events);
      return this.page(res, 'released', `released ${events.length}`);
    }
    const pay = path.match(/^\/c\/pay\/([^/]+)$/);
    const session = pay ? this.sessions.get(pay[1]) : undefined;
    if (pay && session && method === 'GET') {
      const amount = (session.amount_total / 100).toFixed(2);
      const what = session.mode === 'subscription' ? 'Plenary Premium, monthly' : `Lesson credits (${session.metadata?.pack ?? ''})`;
      return this.page(
        res,
        'Test Checkout',
        `<h1>Test Checkout</h1><p>${what}: £${amount}</p>` +
          `<form method="post"><button type="submit">Pay £${amount}</button></form>` +
          `<p><a href="${session.cancel_url}">Cancel and go back</a></p>`,
      );
    }
    if (pay && session && method === 'POST') {
      const completed = this.completeCheckout(session.id);
      const events = [this.event('checkout.session.completed', completed)];
      if (completed.subscription) events.push(this.event('customer.subscription.created', this.subscriptions.get(completed.subscription)!));
      this.deliver(events);
      return this.redirect(res, completed.success_url);
    }
    const portal = path.match(/^\/p\/session\/([^/]+)$/);
    const ps = portal ? this.portalSessions.get(portal[1]) : undefined;
    if (portal && ps && method === 'GET') {
      const live = [...this.subscriptions.values()].filter((sub) => sub.customer === ps.customer && sub.status !== 'canceled');
      return this.page(
        res,
        'Test Customer Portal',
        `<h1>Test Customer Portal</h1><p>${live.length} live subscription(s)</p>` +
          (live.length ? `<form method="post"><button type="submit">Cancel plan</button></form>` : '') +
          `<p><a href="${ps.returnUrl}">Return to Plenary</a></p>`,
      );
    }
    if (portal && ps && method === 'POST') {
      const events: Obj[] = [];
      for (const sub of this.subscriptions.values()) {
        if (sub.customer !== ps.customer || sub.status === 'canceled') continue;
        Object.assign(sub, { status: 'canceled', canceled_at: now(), cancel_at_period_end: false });
        events.push(this.event('customer.subscription.deleted', sub));
      }
      this.deliver(events);
      return this.redirect(res, ps.returnUrl);
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }

  private error(status: number, message: string, code?: string, type = 'invalid_request_error'): [number, Obj] {
    return [status, { error: { type, message, ...(code ? { code } : {}) } }];
  }

  private list(url: string, data: Obj[]): Obj {
    return { object: 'list', data, has_more: false, url };
  }

  private route(r: RecordedRequest): [number, Obj] {
    if (!String(r.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return this.error(401, 'Invalid API Key provided', undefined, 'invalid_request_error');
    }
    if (this.failNext > 0) {
      this.failNext -= 1;
      return this.error(500, 'An unknown error occurred', undefined, 'api_error');
    }
    const key = r.headers['idempotency-key'];
    if (r.method === 'POST' && typeof key === 'string' && this.idempotent.has(`${r.path} ${key}`)) {
      return [200, this.idempotent.get(`${r.path} ${key}`)!];
    }
    const answer = this.handle(r);
    if (r.method === 'POST' && typeof key === 'string' && answer[0] === 200) this.idempotent.set(`${r.path} ${key}`, answer[1]);
    return answer;
  }

  private handle(r: RecordedRequest): [number, Obj] {
    const { method, path, params } = r;
    if (method === 'GET' && path === '/v1/prices') {
      const keys: string[] = params.lookup_keys ?? [];
      const data = [...this.prices.values()].filter(
        (p) => (keys.length === 0 || keys.includes(p.lookup_key)) && (params.active === undefined || String(p.active) === params.active),
      );
      return [200, this.list('/v1/prices', data)];
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: this.id('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {} };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (params.customer && !this.customers.has(params.customer)) return this.error(400, `No such customer: '${params.customer}'`, 'resource_missing');
      const price = params.line_items?.[0]?.price;
      if (!price || !this.prices.has(price)) return this.error(400, `No such price: '${price}'`, 'resource_missing');
      const id = this.id('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        subscription: null,
        payment_intent: null,
        amount_total: this.prices.get(price)!.unit_amount,
        currency: 'gbp',
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: `${this.hosted?.baseUrl ?? 'https://checkout.stripe.test'}/c/pay/${id}`,
      };
      this.sessions.set(id, session);
      this.sessionParams.set(id, params);
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!this.customers.has(params.customer)) return this.error(400, `No such customer: '${params.customer}'`, 'resource_missing');
      const id = this.id('bps');
      this.portalSessions.set(id, { customer: params.customer, returnUrl: params.return_url });
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `${this.hosted?.baseUrl ?? 'https://billing.stripe.test'}/p/session/${id}`,
        },
      ];
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const data = [...this.subscriptions.values()].filter(
        (s) => (!params.customer || s.customer === params.customer) && (params.status === 'all' || s.status !== 'canceled'),
      );
      return [200, this.list('/v1/subscriptions', data)];
    }
    const subMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subMatch) {
      const sub = this.subscriptions.get(subMatch[1]);
      if (!sub) return this.error(404, `No such subscription: '${subMatch[1]}'`, 'resource_missing');
      if (method === 'GET') return [200, sub];
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', canceled_at: now(), cancel_at_period_end: false });
        return [200, sub];
      }
    }
    return this.error(404, `Unrecognized request URL (${method}: ${path})`);
  }
}
