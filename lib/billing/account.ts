/**
 * GET /api/account/subscription and GET /api/stripe/subscription-status: the plan, usage and the
 * feature map, all from the one feature map in ./features.
 */
import type { User } from '@/db/schema';
import { featureList, featuresFor, type FeatureAccess, type PremiumFeature } from './features';
import { lessonAllowance } from './plans';
import { subscriptionState, type SubscriptionState } from './subscriptions';

export interface AccountSubscription {
  subscription: SubscriptionState;
  usage: {
    /** Lessons generated so far (lifetime; deleting one does not give it back). */
    current: number;
    /** Free lessons in the plan; null when unlimited. */
    limit: number | null;
    /** Free lessons left; null when unlimited. */
    remaining: number | null;
    credits: number;
  };
  /** Feature name → included (the server gates with the same map). */
  features: Record<PremiumFeature, boolean>;
  /** The same map with labels, in display order. */
  featureList: FeatureAccess[];
}

/** The signed-in user's plan, usage and features. */
export function accountSubscription(user: User): AccountSubscription {
  const allowance = lessonAllowance(user);
  return {
    subscription: subscriptionState(user),
    usage: { current: allowance.used, limit: allowance.limit, remaining: allowance.remaining, credits: allowance.credits },
    features: featuresFor(user),
    featureList: featureList(user),
  };
}

export interface SubscriptionStatus extends SubscriptionState {
  credits: number;
}

/** GET /api/stripe/subscription-status: what the account page polls after Checkout until the webhook lands. */
export function subscriptionStatus(user: User): SubscriptionStatus {
  return { ...subscriptionState(user), credits: user.credits };
}
