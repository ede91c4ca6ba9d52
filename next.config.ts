import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'argon2'],
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
