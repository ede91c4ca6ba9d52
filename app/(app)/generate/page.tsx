import type { Metadata } from 'next';
import { GenerateView } from '@/components/generate/generate-view';

export const metadata: Metadata = { title: 'Create a lesson' };

/** /generate: create a lesson with live progress. */
export default function GeneratePage() {
  return <GenerateView />;
}
