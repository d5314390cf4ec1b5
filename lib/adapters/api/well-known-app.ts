import { Hono } from "hono";
import { authorizationServerMetadata } from "../../domains/oauth/authorization-server-metadata";
import { oauthEndpoints } from "../../domains/oauth/endpoints";
import { problemResponse } from "./problem";
import { problems } from "./problems";
import { requestIdFor } from "./request-id";

// /.well-known/*: RFC 8414 metadata, public, for OAuth libraries' discovery (and gateways').

export const wellKnownApp = new Hono({ strict: true });

wellKnownApp.get("/.well-known/oauth-authorization-server", (context) =>
  Response.json(authorizationServerMetadata(oauthEndpoints(context.req.raw)), {
    headers: { "Cache-Control": "max-age=300", "Access-Control-Allow-Origin": "*" },
  }),
);
wellKnownApp.all("*", (context) => problemResponse(problems.notFound(), requestIdFor(context.req.raw)));
