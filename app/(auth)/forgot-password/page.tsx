import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';

export const metadata: Metadata = { title: 'Forgot your password?' };

/** /forgot-password: ask for a reset link. */
export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
