import type { LimitHolder } from "./lock-limit-holder";

/** How the journal names the holder of a limit: `token_name` for a token, `client_name` for an OAuth client. */
export const holderNameMetadata = (holder: Pick<LimitHolder, "type" | "name">) =>
  holder.type === "access_token" ? { token_name: holder.name } : { client_name: holder.name };
