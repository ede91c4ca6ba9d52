'use client';
/** Toasts with fixed durations: success 2 s, errors 4 s, long 5 s. */
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants/ui';

export const notify = {
  success: (message: string, durationMs: number = TOAST_MS.success) => toast.success(message, { duration: durationMs }),
  error: (message: string, durationMs: number = TOAST_MS.error) => toast.error(message, { duration: durationMs }),
  info: (message: string, durationMs: number = TOAST_MS.error) => toast(message, { duration: durationMs }),
};
