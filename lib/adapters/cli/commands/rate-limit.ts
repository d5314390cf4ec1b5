import type { Command } from "commander";
import { systemActor } from "../../../domains/audit/actor";
import { grantExtendedLimit } from "../../../domains/rate-limits/grant-extended-limit";
import { revokeExtendedLimit } from "../../../domains/rate-limits/revoke-extended-limit";
import { parseClientId, parseTokenId } from "../option-parsers";
import { say } from "../output";
import { UsageError } from "../usage-error";
import { withDatabase } from "../with-database";

interface DecisionOptions {
  token?: string;
  client?: string;
  reason?: string;
}

type Decide = typeof grantExtendedLimit;

/** `rate-limit grant` and `rate-limit revoke` differ only in the decision and its wording; each takes a token or a client. */
function registerDecision(parent: Command, name: string, description: string, decide: Decide, verb: string): void {
  parent
    .command(name)
    .description(description)
    .option("--token <id>", "access token id (tok_…)", parseTokenId)
    .option("--client <id>", "OAuth client id (oac_…): the client and every token it mints", parseClientId)
    .option("--reason <text>", "note kept with the decision")
    .action(
      withDatabase(async (options: DecisionOptions) => {
        if (Boolean(options.token) === Boolean(options.client)) throw new UsageError("Name exactly one of --token and --client.");
        const holder = options.client ? { clientId: options.client } : { tokenId: options.token! };
        const decision = await decide({ ...holder, actor: systemActor(), reason: options.reason });
        const { id, rateLimitPerMinute: limit } = decision.holder;
        say(decision.changed ? `${verb}: ${id} now allows ${limit}/min.` : `${id} already allows ${limit}/min.`);
      }),
    );
}

export function registerRateLimitCommands(program: Command): void {
  const rateLimit = program
    .command("rate-limit")
    .description("Decide on the extended rate limit of access tokens and OAuth clients (600 → 3000 requests per minute).");
  registerDecision(
    rateLimit,
    "grant",
    "Grant a token or an OAuth client the extended limit of 3000 requests per minute; answers a pending request.",
    grantExtendedLimit,
    "Granted",
  );
  registerDecision(
    rateLimit,
    "revoke",
    "Put a token or an OAuth client back to the default limit of 600 requests per minute; declines a pending request.",
    revokeExtendedLimit,
    "Revoked",
  );
}
