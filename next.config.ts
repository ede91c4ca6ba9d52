import type { NextConfig } from 'next';
import { env } from './lib/env';

const nextConfig: NextConfig = {
  // A separate build folder lets two builds of one checkout run side by side (e.g. two e2e runs).
  distDir: env.nextDistDir,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time;
  // pdfkit loads its font data (and fontkit) from its own package folder.
  serverExternalPackages: ['@electric-sql/pglite', 'argon2', 'pdfkit'],
  poweredByHeader: false,
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
