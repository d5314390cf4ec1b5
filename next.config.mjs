/** @type {import('next').NextConfig} */
const nextConfig = {
  // A build directory of its own lets several test runs build side by side (E2E_PORT, NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // Native or WASM packages loaded from node_modules at run time rather than bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pino", "pg", "prom-client"],
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
