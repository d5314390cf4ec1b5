// GET /readyz under `next dev`: the edge app (lib/adapters/api/edge-app.ts), as `npm start` and
// `npm run start:api` serve it. Not served by Next in production (serve-edge-in-development.ts).
export { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } from "@/lib/adapters/api/serve-edge-in-development";

export const dynamic = "force-dynamic";
