import { Notice } from "@/components/ui/notice";
import type { LeakedToken } from "@/lib/domains/secret-scanning/list-leaked-tokens";

/** Only https addresses become links: the URL comes from an outside report. */
function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}

/** Tokens a secret scanner found in public, which we revoked at once: say where, so the admin can clean up. */
export function LeakedTokensNotice({ leaked }: { leaked: LeakedToken[] }) {
  if (leaked.length === 0) return null;
  return (
    <Notice tone="danger">
      <h3 className="font-semibold">Leaked tokens revoked</h3>
      <p className="mt-1">A secret scanner found these tokens in public. They stopped working at once; issue new ones and remove the old ones from where they were found.</p>
      <ul className="mt-2 space-y-1">
        {leaked.map((token) => (
          <li key={token.tokenId} className="break-words">
            <strong>{token.name}</strong> <code className="font-mono text-xs">{token.tokenHint}</code> revoked: found public at{" "}
            {token.url && isHttps(token.url) ? (
              <a href={token.url} className="text-link" rel="noopener noreferrer nofollow" target="_blank">
                {token.url}
              </a>
            ) : (
              <span>{token.url ?? "an address the scanner did not give"}</span>
            )}{" "}
            <span className="whitespace-nowrap">({token.reportedAt.toISOString().slice(0, 16).replace("T", " ")} UTC)</span>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
