import type { Metadata } from 'next';
import { PricingView } from '@/components/pricing/pricing-view';

export const metadata: Metadata = {
  title: 'Pricing',
  description: 'Plenary plans: free lessons to start, Premium for unlimited lessons, lesson credits, and school plans.',
};

/** /pricing (public): everything on it is read from /api/pricing/*. */
export default function PricingPage() {
  return <PricingView />;
}
