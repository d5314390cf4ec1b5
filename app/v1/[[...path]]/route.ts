// Every /v1 request under `next dev` and `next start`: the one v1 app (lib/adapters/api/v1-app.ts), which
// routes by the operation list and answers unknown paths and methods itself (so does
// `npm run start:web`). `npm start` and `npm run start:api` serve the same app without Next's
// router (lib/adapters/server/api-listener.ts).
import { v1App } from "@/lib/adapters/api/v1-app";

const serve = (request: Request) => v1App.fetch(request);

export const GET = serve;
export const HEAD = serve;
export const POST = serve;
export const PUT = serve;
export const PATCH = serve;
export const DELETE = serve;
export const OPTIONS = serve;
