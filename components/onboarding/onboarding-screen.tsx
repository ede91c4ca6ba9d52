'use client';
import { OnboardingWizard } from './onboarding-wizard';
import { LoadingScreen } from '@/components/ui/spinner';
import { useProfile } from '@/lib/client/profile';

export function OnboardingScreen() {
  const profile = useProfile();
  if (!profile.data) return <LoadingScreen />;
  return <OnboardingWizard profile={profile.data} />;
}
