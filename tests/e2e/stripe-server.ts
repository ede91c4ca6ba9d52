/**
 * The fake Stripe for browser journeys, run by Playwright as a web server (playwright.config.ts):
 * the real `stripe` SDK in the app talks to its API, and the browser is sent to its Checkout and
 * Customer Portal pages, which deliver signed webhooks to the app like Stripe does.
 * Prices are our own, by lookup key (lib/constants/billing.ts).
 */
import { CREDIT_PACKS, PREMIUM_PRICE_PENCE, STRIPE_LOOKUP_KEYS } from '../../lib/constants/billing';
import { FakeStripe } from '../helpers/fake-stripe';
import { STRIPE_APP_URL, STRIPE_FAKE_PORT, STRIPE_FAKE_URL, STRIPE_WEBHOOK_SECRET } from './base-url';

const fake = new FakeStripe({
  baseUrl: STRIPE_FAKE_URL,
  webhookUrl: `${STRIPE_APP_URL}/api/stripe/webhook`,
  webhookSecret: STRIPE_WEBHOOK_SECRET,
  webhookDelayMs: 1500,
});
fake.addPrice(STRIPE_LOOKUP_KEYS.premiumMonthly, PREMIUM_PRICE_PENCE, true);
for (const pack of CREDIT_PACKS) fake.addPrice(STRIPE_LOOKUP_KEYS[pack.priceKey], pack.pricePence, false);

fake.start(STRIPE_FAKE_PORT).then((port) => console.log(`fake Stripe on ${port}`));
