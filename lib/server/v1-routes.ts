import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// The /v1 route handlers, found the way Next finds them (app/v1/**/route.ts), loaded once, and
// matched by path. Dynamic segments `[id]` become named groups; `[...path]` is the fallback.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
export type RouteModule = Partial<Record<string, Handler>>;

interface Route {
  pattern: RegExp;
  module: RouteModule;
  /** Fewer dynamic segments first, so /v1/openapi.json wins over /v1/[...path]. */
  rank: number;
}

export interface MatchedRoute {
  module: RouteModule;
  params: Record<string, string>;
}

function patternOf(directory: string): { pattern: RegExp; rank: number } {
  let rank = 0;
  const source = directory
    .split(path.sep)
    .map((segment) => {
      if (segment.startsWith("[...")) {
        rank += 100;
        return `(?<${segment.slice(4, -1)}>.+)`;
      }
      if (segment.startsWith("[")) {
        rank += 1;
        return `(?<${segment.slice(1, -1)}>[^/]+)`;
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return { pattern: new RegExp(`^/v1/${source}/?$`), rank };
}

export async function loadV1Routes(appDirectory: string): Promise<(pathname: string) => MatchedRoute | null> {
  const root = path.join(appDirectory, "v1");
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => path.basename(file) === "route.ts");
  const routes: Route[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(root, file)).href)) as RouteModule;
    routes.push({ ...patternOf(path.dirname(file)), module });
  }
  routes.sort((a, b) => a.rank - b.rank);
  return (pathname) => {
    for (const route of routes) {
      const match = route.pattern.exec(pathname);
      if (match) return { module: route.module, params: { ...match.groups } };
    }
    return null;
  };
}
