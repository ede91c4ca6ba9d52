import { Suspense } from 'react';
import type { Metadata } from 'next';
import { SignupForm } from '@/components/auth/signup-form';
import { LoadingScreen } from '@/components/ui/spinner';

export const metadata: Metadata = { title: 'Sign up' };

export default function SignupPage() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignupForm />
    </Suspense>
  );
}
