// GET /healthz under `next dev`: the edge app (lib/adapters/api/edge-app.ts), as `npm start` and
// `npm run start:api` serve it. Not served by Next in production (serve-edge-in-development.ts).
import { serveEdgeInDevelopment } from "@/lib/adapters/api/serve-edge-in-development";

export const dynamic = "force-dynamic";

export const GET = serveEdgeInDevelopment;
export const HEAD = serveEdgeInDevelopment;
export const POST = serveEdgeInDevelopment;
export const PUT = serveEdgeInDevelopment;
export const PATCH = serveEdgeInDevelopment;
export const DELETE = serveEdgeInDevelopment;
export const OPTIONS = serveEdgeInDevelopment;
