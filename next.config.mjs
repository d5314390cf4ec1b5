/** @type {import('next').NextConfig} */
const nextConfig = {
  // A build directory of its own lets several test runs build side by side (E2E_PORT, NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `npm test` type-checks the whole tree (tsc --noEmit) before its end-to-end build, and says so
  // with TYPES_CHECKED=1; the build's own pass over the same files would be half a minute again.
  // Every other build checks types itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  reactStrictMode: true,
  // Native or WASM packages loaded from node_modules at run time rather than bundled; and what
  // tracing patches as it is required (ioredis: pg is external already) or does the patching
  // (the SDK, started from instrumentation.ts under `next dev`): a bundled copy is never patched.
  serverExternalPackages: [
    // rate-limiter-flexible: its limiters live on globalThis, shared with the edge's bundle in
    // `npm start`, which loads the package from node_modules; one copy of its classes per process
    // (a refusal told apart from another copy's class once answered 503: lib/adapters/api/rate-limit.ts).
    "rate-limiter-flexible",
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "pino",
    "pg",
    "pg-copy-streams",
    "prom-client",
    "ioredis",
    "@opentelemetry/sdk-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/instrumentation-http",
    "@opentelemetry/instrumentation-ioredis",
    "@opentelemetry/instrumentation-pg",
    "@opentelemetry/resources",
    "@opentelemetry/sdk-trace-base",
  ],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
        ],
      },
    ];
  },
};

export default nextConfig;
