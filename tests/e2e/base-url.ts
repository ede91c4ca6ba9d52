/** The port and address the e2e server listens on (E2E_PORT lets two runs share a machine). */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * A second server of the same build with payments on, its Stripe API and hosted pages served by
 * a local fake (tests/e2e/stripe-server.ts) on the port after it.
 */
export const STRIPE_APP_PORT = E2E_PORT + 1;
export const STRIPE_APP_URL = `http://127.0.0.1:${STRIPE_APP_PORT}`;
export const STRIPE_FAKE_PORT = E2E_PORT + 2;
export const STRIPE_FAKE_URL = `http://127.0.0.1:${STRIPE_FAKE_PORT}`;
export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_not_a_real_secret';

/**
 * The e2e mail catcher (tests/e2e/mail-server.ts): SMTP on E2E_PORT + 3, which both app servers
 * send through, and an HTTP endpoint on E2E_PORT + 4 that lists what it received.
 */
export const MAIL_SMTP_PORT = E2E_PORT + 3;
export const MAIL_SMTP_URL = `smtp://127.0.0.1:${MAIL_SMTP_PORT}`;
export const MAIL_HTTP_PORT = E2E_PORT + 4;
export const MAIL_HTTP_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
