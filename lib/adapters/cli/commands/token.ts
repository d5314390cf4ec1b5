import type { Command } from "commander";
import { createAccessToken } from "../../../domains/access-tokens/create-access-token";
import { revokeAccessToken } from "../../../domains/access-tokens/revoke-access-token";
import { getAccountBySlug } from "../../../domains/accounts/get-account-by-slug";
import { systemActor } from "../../../domains/audit/actor";
import type { AccessScope } from "../../../platform/schemas/vocabulary";
import { parseExpiresIn, parseScopes, parseTokenId } from "../option-parsers";
import { result, say } from "../output";
import { withDatabase } from "../with-database";

interface CreateOptions {
  account: string;
  scopes: AccessScope[];
  expiresIn: number;
  name: string;
}

export function registerTokenCommands(program: Command): void {
  const token = program.command("token").description("Manage access tokens for the /v1 API.");
  token
    .command("create")
    .description("Issue an access token. Prints the token alone on standard output; it is shown only once.")
    .requiredOption("--account <slug>", "account the token belongs to")
    .requiredOption("--scopes <scopes>", "read, write or read,write", parseScopes)
    .requiredOption("--expires-in <duration>", "validity from 1h to 90d, e.g. 1h, 12h, 30d, 2w", parseExpiresIn)
    .option("--name <name>", "label shown in the customer area", "cli")
    .action(
      withDatabase(async (options: CreateOptions) => {
        const account = await getAccountBySlug({ slug: options.account });
        const created = await createAccessToken({
          accountId: account.id,
          actor: systemActor(),
          name: options.name,
          scopes: options.scopes,
          expiresInSeconds: options.expiresIn,
        });
        const { record } = created;
        say(
          `Created ${record.id} "${record.name}" (${record.scopes.join(", ")}) for ${account.slug}, ` +
            `expires ${record.expiresAt.toISOString()}.`,
        );
        result(created.token);
      }),
    );
  token
    .command("revoke")
    .description("Revoke an access token at once.")
    .requiredOption("--token <id>", "access token id (tok_…)", parseTokenId)
    .action(
      withDatabase(async (options: { token: string }) => {
        const { token: revoked, changed } = await revokeAccessToken({ tokenId: options.token, actor: systemActor() });
        say(changed ? `Revoked ${revoked.id} "${revoked.name}".` : `${revoked.id} was already revoked.`);
      }),
    );
}
