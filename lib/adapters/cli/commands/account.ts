import type { Command } from "commander";
import { createAccount } from "../../../domains/accounts/create-account";
import { systemActor } from "../../../domains/audit/actor";
import { parseTaxRateBps } from "../option-parsers";
import { say } from "../output";
import { withDatabase } from "../with-database";

interface CreateOptions {
  slug: string;
  name: string;
  currency?: string;
  taxRateBps?: number;
}

export function registerAccountCommands(program: Command): void {
  const account = program.command("account").description("Manage customer accounts.");
  account
    .command("create")
    .description("Create a customer account.")
    .requiredOption("--slug <slug>", "short name: 2-40 characters a-z, 0-9 and -, e.g. acme")
    .requiredOption("--name <name>", 'display name, e.g. "Acme Corp"')
    .option("--currency <code>", "ISO 4217 currency of its invoices (default: EUR)")
    .option("--tax-rate-bps <bps>", "tax rate in basis points, 2000 = 20 % (default: 2000)", parseTaxRateBps)
    .action(
      withDatabase(async (options: CreateOptions) => {
        const created = await createAccount({
          actor: systemActor(),
          slug: options.slug,
          name: options.name,
          currency: options.currency?.toUpperCase(),
          taxRateBps: options.taxRateBps,
        });
        say(
          `Created account ${created.slug} "${created.name}" (${created.id}), ` +
            `${created.currency}, tax ${created.taxRateBps / 100} %.`,
        );
      }),
    );
}
