import { randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { sha256Hex } from "../../platform/crypto/sha256";
import { getDb, type Executor } from "../../platform/db/client";
import { signInTickets, type SignInTicket } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";

// "Password verified, second factor pending": 256 random bits handed to the browser that gave
// the password, kept here as a SHA-256. Valid five minutes, used once, bound to the user, and
// void after five wrong second factors on it.

const TICKET_VALIDITY_MS = 5 * 60_000;
export const TICKET_FAILURES = 5;

export async function issueSignInTicket(options: { userId: string; accountId: string; now?: Date }): Promise<string> {
  const now = options.now ?? new Date();
  const ticket = randomBytes(32).toString("base64url");
  const db = getDb();
  await db.delete(signInTickets).where(lt(signInTickets.expiresAt, now));
  await db.insert(signInTickets).values({
    id: newId("sit"),
    ticketHash: sha256Hex(ticket),
    userId: options.userId,
    accountId: options.accountId,
    expiresAt: new Date(now.getTime() + TICKET_VALIDITY_MS),
    createdAt: now,
  });
  return ticket;
}

export const ticketExpired = () => new AppError("conflict", "Your sign-in took too long. Enter your email and password again.");

/** The open ticket, or `conflict` (expired, used, unknown). */
export async function findSignInTicket(ticket: string, now = new Date()): Promise<SignInTicket> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) throw ticketExpired();
  const [row] = await getDb().select().from(signInTickets).where(eq(signInTickets.ticketHash, sha256Hex(ticket))).limit(1);
  if (!row || row.expiresAt <= now || row.failures >= TICKET_FAILURES) throw ticketExpired();
  return row;
}

/** Uses the ticket up in the transaction that starts the session; `conflict` when another request did first. */
export async function spendSignInTicket(tx: Executor, row: SignInTicket): Promise<void> {
  const spent = await tx.delete(signInTickets).where(eq(signInTickets.id, row.id)).returning({ id: signInTickets.id });
  if (spent.length === 0) throw ticketExpired();
}

/** Counts a wrong second factor against the ticket. */
export async function recordTicketFailure(row: SignInTicket): Promise<void> {
  await getDb()
    .update(signInTickets)
    .set({ failures: sql`${signInTickets.failures} + 1` })
    .where(and(eq(signInTickets.id, row.id)));
}
