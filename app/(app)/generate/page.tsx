import type { Metadata } from 'next';
import { GenerateView } from '@/components/generate/generate-view';

export const metadata: Metadata = { title: 'Create a lesson' };

export default function GeneratePage() {
  return <GenerateView />;
}
