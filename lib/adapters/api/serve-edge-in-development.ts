import { env } from "../../platform/env";
import { edgeApp } from "./edge-app";

// The handler of app/'s routes for the edge paths (/v1, /oauth, /.well-known, /secret-scanning,
// /healthz, /readyz). Only `next dev` has no server of ours in front, so only there do these
// routes hand the request to the edge app. In production `npm start` hands these paths to the
// edge app before Next sees them, and behind an ingress `npm run start:api` answers them, so
// Next (`npm run start:web`) is the customer area alone: a misrouted ingress shows at once as a
// 404 instead of quietly running the API through Next.
const notThisProcess = () =>
  new Response("Not found: this process serves the customer area; the API and OAuth endpoints are served by npm run start:api.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

const serveEdgeInDevelopment: (request: Request) => Response | Promise<Response> =
  env.NODE_ENV === "development" ? (request) => edgeApp.fetch(request) : notThisProcess;

// Every method of the routes, each route file re-exporting them (its segment config stays its own).
export {
  serveEdgeInDevelopment as GET,
  serveEdgeInDevelopment as HEAD,
  serveEdgeInDevelopment as POST,
  serveEdgeInDevelopment as PUT,
  serveEdgeInDevelopment as PATCH,
  serveEdgeInDevelopment as DELETE,
  serveEdgeInDevelopment as OPTIONS,
};
