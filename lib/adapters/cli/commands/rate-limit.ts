import type { Command } from "commander";
import { systemActor } from "../../../domains/audit/actor";
import { grantExtendedLimit } from "../../../domains/rate-limits/grant-extended-limit";
import { revokeExtendedLimit } from "../../../domains/rate-limits/revoke-extended-limit";
import { parseTokenId } from "../option-parsers";
import { say } from "../output";
import { withDatabase } from "../with-database";

interface DecisionOptions {
  token: string;
  reason?: string;
}

type Decide = typeof grantExtendedLimit;

/** `rate-limit grant` and `rate-limit revoke` differ only in the decision and its wording. */
function registerDecision(parent: Command, name: string, description: string, decide: Decide, verb: string): void {
  parent
    .command(name)
    .description(description)
    .requiredOption("--token <id>", "access token id (tok_…)", parseTokenId)
    .option("--reason <text>", "note kept with the decision")
    .action(
      withDatabase(async (options: DecisionOptions) => {
        const decision = await decide({ tokenId: options.token, actor: systemActor(), reason: options.reason });
        const limit = decision.token.rateLimitPerMinute;
        say(decision.changed ? `${verb}: ${decision.token.id} now allows ${limit}/min.` : `${decision.token.id} already allows ${limit}/min.`);
      }),
    );
}

export function registerRateLimitCommands(program: Command): void {
  const rateLimit = program
    .command("rate-limit")
    .description("Decide on the extended rate limit of access tokens (600 → 3000 requests per minute).");
  registerDecision(
    rateLimit,
    "grant",
    "Grant a token the extended limit of 3000 requests per minute; answers a pending request.",
    grantExtendedLimit,
    "Granted",
  );
  registerDecision(
    rateLimit,
    "revoke",
    "Put a token back to the default limit of 600 requests per minute; declines a pending request.",
    revokeExtendedLimit,
    "Revoked",
  );
}
