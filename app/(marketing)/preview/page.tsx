import type { Metadata } from 'next';
import { PreviewView } from '@/components/preview/preview-view';

export const metadata: Metadata = {
  title: 'Your lesson preview',
  description: 'A free preview of a Plenary lesson. Sign up free to unlock the full lesson.',
  robots: { index: false },
};

/** /preview (public): the visitor's preview from session storage. */
export default function PreviewPage() {
  return <PreviewView />;
}
