import { problems } from "./problems";
import { ProblemError } from "./problem";

interface AcceptRange {
  type: string;
  subtype: string;
  quality: number;
}

function parseAccept(header: string): AcceptRange[] {
  return header.split(",").flatMap((part) => {
    const [range, ...parameters] = part.trim().split(";");
    const [type, subtype] = (range ?? "").trim().toLowerCase().split("/");
    if (!type || !subtype) return [];
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    return Number.isFinite(quality) ? [{ type, subtype, quality }] : [];
  });
}

function matches(range: AcceptRange, mediaType: string): boolean {
  const [type, subtype] = mediaType.split("/");
  return (range.type === "*" || range.type === type) && (range.subtype === "*" || range.subtype === subtype);
}

/** The offered media type the client prefers (server order breaks ties), or a 406 problem. */
export function negotiateMediaType(request: Request, offered: string[]): string {
  const header = request.headers.get("accept");
  if (!header || header.trim() === "") return offered[0]!;
  const ranges = parseAccept(header);
  let best: { mediaType: string; quality: number } | null = null;
  for (const mediaType of offered) {
    const quality = Math.max(0, ...ranges.filter((range) => matches(range, mediaType)).map((range) => range.quality));
    if (quality > 0 && (!best || quality > best.quality)) best = { mediaType, quality };
  }
  if (!best) throw new ProblemError(problems.notAcceptable(offered));
  return best.mediaType;
}
