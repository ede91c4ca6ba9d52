import { Hero } from '@/components/marketing/hero';
import { TryFree } from '@/components/marketing/try-free';
import { Features } from '@/components/marketing/features';
import { HowItWorks } from '@/components/marketing/how-it-works';
import { Pricing } from '@/components/marketing/pricing';
import { ClosingCta } from '@/components/marketing/closing-cta';

export default function HomePage() {
  return (
    <>
      <Hero />
      <TryFree />
      <Features />
      <HowItWorks />
      <Pricing />
      <ClosingCta />
    </>
  );
}
