import { Suspense } from 'react';
import { AuthCallback } from '@/components/auth/auth-callback';
import { LoadingScreen } from '@/components/ui/spinner';

export default function AuthCallbackPage() {
  return (
    <Suspense fallback={<LoadingScreen label="Completing sign in..." />}>
      <AuthCallback />
    </Suspense>
  );
}
