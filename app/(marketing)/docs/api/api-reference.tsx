'use client';
/**
 * The API reference, drawn by Scalar's React component from the served OpenAPI document. The
 * document is fetched here first, so the page has its own loading and error states; Scalar's
 * code is bundled with the site (no CDN), and its web fonts, telemetry and AI agent are off, so the
 * page works offline and under a Content-Security-Policy without 'unsafe-eval'.
 */
import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import '@scalar/api-reference-react/style.css';
import { LoadError } from '@/components/common/load-error';
import { LoadingScreen } from '@/components/ui/spinner';

// Scalar checks its configuration with zod, which first probes whether it may compile parsers
// with `new Function`; under a policy without 'unsafe-eval' that probe is a reported violation.
// Jitless parsing never probes.
z.config({ jitless: true });

const ScalarReference = dynamic(() => import('@scalar/api-reference-react').then((m) => m.ApiReferenceReact), {
  ssr: false,
  loading: () => <LoadingScreen label="Loading the API reference..." />,
});

const LOAD_FAILED = 'The API reference could not be loaded.';

/** The served OpenAPI document, or an error naming the status. */
async function fetchDocument(): Promise<Record<string, unknown>> {
  const res = await fetch('/api/openapi.json', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${LOAD_FAILED} (${res.status})`);
  return res.json();
}

export function ApiReference() {
  const doc = useQuery({ queryKey: ['openapi-document'], queryFn: fetchDocument, staleTime: 5 * 60_000 });
  if (doc.isPending) return <LoadingScreen label="Loading the API reference..." />;
  if (doc.isError) return <LoadError message={LOAD_FAILED} onRetry={() => doc.refetch()} retrying={doc.isFetching} />;
  return (
    // No overflow clipping here: Scalar's sidebar is sticky, and sits below the site's 64 px header.
    <div className="rounded-lg border border-line bg-white [--scalar-custom-header-height:64px]" data-testid="api-reference">
      <ScalarReference
        configuration={{
          content: doc.data,
          withDefaultFonts: false,
          telemetry: false,
          hideDarkModeToggle: true,
          showDeveloperTools: 'never',
          forceDarkModeState: 'light',
          mcp: { disabled: true },
          agent: { disabled: true },
        }}
      />
    </div>
  );
}
