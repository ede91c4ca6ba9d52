import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { Providers } from '@/components/providers';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Plenary: complete lessons for UK teachers', template: '%s · Plenary' },
  description:
    'Plenary writes a complete lesson for any topic from Reception to Year 13: a lesson plan, a worksheet with its answer key and a quiz, ready to print.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#18796e' };

/**
 * Every page is rendered per request: its scripts carry the nonce of that request's
 * Content-Security-Policy (set by proxy.ts), which a page built ahead of time cannot hold.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en-GB">
      <body className="min-h-dvh">
        <Providers>
          {children}
          <FeedbackWidget />
        </Providers>
      </body>
    </html>
  );
}
