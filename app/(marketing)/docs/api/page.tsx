import type { Metadata } from 'next';
import { ApiReference } from './api-reference';

export const metadata: Metadata = {
  title: 'API reference',
  description: "Plenary's HTTP API: every endpoint, who may call it, what it takes and what it answers.",
};

/** /docs/api: the API reference for people, rendered from GET /api/openapi.json. */
export default function ApiDocsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink">API reference</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">
        Everything the web app does, an API client can do too. Sign in with{' '}
        <code className="rounded bg-stone-100 px-1">POST /api/auth/login</code> and send the token as{' '}
        <code className="rounded bg-stone-100 px-1">Authorization: Bearer &lt;token&gt;</code>. The machine-readable
        description is at{' '}
        <a className="text-brand-700 underline" href="/api/openapi.json">
          /api/openapi.json
        </a>{' '}
        (OpenAPI 3.1); generate a typed client from it with openapi-typescript.
      </p>
      <div className="mt-6">
        <ApiReference />
      </div>
    </div>
  );
}
