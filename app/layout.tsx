import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Plenary: complete lessons for UK teachers', template: '%s · Plenary' },
  description:
    'Plenary writes a complete lesson for any topic from Reception to Year 13: a lesson plan, a worksheet with its answer key and a quiz, ready to print.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#18796e' };

export default function RootLayout({ children }: { children: ReactNode }) {
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
