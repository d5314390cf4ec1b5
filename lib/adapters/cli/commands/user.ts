import type { Command } from "commander";
import { getAccountBySlug } from "../../../domains/accounts/get-account-by-slug";
import { systemActor } from "../../../domains/audit/actor";
import { env } from "../../../platform/env";
import { membershipRoles, type MembershipRole } from "../../../platform/schemas/vocabulary";
import { createUser } from "../../../domains/users/create-user";
import { say } from "../output";
import { UsageError } from "../usage-error";
import { withDatabase } from "../with-database";

interface CreateOptions {
  account: string;
  email: string;
  password?: string;
  passwordStdin?: boolean;
  name?: string;
  role: string;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** From the option, the CLI_USER_PASSWORD variable or stdin: the latter two stay out of shell history. */
async function passwordFrom(options: CreateOptions): Promise<string> {
  if (options.password !== undefined) return options.password;
  if (options.passwordStdin) return readStdin();
  const fromEnv = env.CLI_USER_PASSWORD;
  if (fromEnv) return fromEnv;
  throw new UsageError("Give a password with --password, --password-stdin or the CLI_USER_PASSWORD variable.");
}

const isMembershipRole = (value: string): value is MembershipRole => (membershipRoles as readonly string[]).includes(value);

export function registerUserCommands(program: Command): void {
  const user = program.command("user").description("Manage the people who sign in to the customer area.");
  user
    .command("create")
    .description("Create a user with a role in an account; an existing user is added to the account.")
    .requiredOption("--account <slug>", "account the user joins")
    .requiredOption("--email <email>", "sign-in email address")
    .option("--password <password>", "at least 12 characters (or use --password-stdin or CLI_USER_PASSWORD)")
    .option("--password-stdin", "read the password from standard input")
    .option("--name <name>", "display name (default: the part of the email before @)")
    .option("--role <role>", membershipRoles.join(", "), "admin")
    .action(
      withDatabase(async (options: CreateOptions) => {
        if (!isMembershipRole(options.role)) {
          throw new UsageError(`Unknown role "${options.role}": use ${membershipRoles.join(", ")}.`);
        }
        const role = options.role;
        const password = await passwordFrom(options);
        const account = await getAccountBySlug({ slug: options.account });
        const created = await createUser({
          accountId: account.id,
          actor: systemActor(),
          email: options.email,
          name: options.name,
          role,
          password,
        });
        const who = `${created.user.email} (${created.user.id})`;
        if (created.userCreated) say(`Created user ${who}.`);
        else say(`User ${who} already exists; their password is unchanged.`);
        say(
          created.membershipCreated
            ? `Added as ${role} of ${account.slug}.`
            : `Already a member of ${account.slug}.`,
        );
      }),
    );
}
