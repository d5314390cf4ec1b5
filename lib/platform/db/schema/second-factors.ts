import { bigint, boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";
import { users } from "./users";

// A person's second factors (passkeys, an authenticator app, recovery codes) and the short-lived
// secrets of signing in with them (WebAuthn challenges, "password verified" tickets). They belong
// to the user, not to an account: one set serves every account the person is a member of.

/** A WebAuthn credential registered by a user; signs in alone (discoverable) or after a password. */
export const userPasskeys = pgTable(
  "user_passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The credential id the authenticator reports, base64url. */
    credentialId: text("credential_id").notNull().unique(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter at its last use (0 for authenticators that keep none). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    /** `singleDevice` or `multiDevice` (synced), as WebAuthn reports it. */
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz("last_used_at"),
  },
  (table) => [index("user_passkeys_user_idx").on(table.userId)],
);

/** A user's authenticator app: one per user; active once confirmed with a code. */
export const userTotp = pgTable("user_totp", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  /** The base32 secret sealed with lib/platform/crypto/secret-box.ts (context: the user id). */
  secretSealed: text("secret_sealed").notNull(),
  /** Null while setting up: the app is not a factor until a code confirmed it. */
  confirmedAt: timestamptz("confirmed_at"),
  /** The 30-second step of the last code accepted: a code of that step or earlier is a replay. */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, ten per set; a new set replaces the old one. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the normalised code (lower case, no dashes), hex. */
    codeHash: text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

/** A WebAuthn challenge handed out once; deleted when used, refused after `expires_at`. */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  id: text("id").primaryKey(),
  /** SHA-256 of the challenge (base64url), hex: the response carries the challenge, which finds the row. */
  challengeHash: text("challenge_hash").notNull().unique(),
  /** `register`, `sign_in` (passkey alone), `second_factor` or `proof` (a signed-in user proving again). */
  purpose: text("purpose").notNull(),
  /** The user it was issued to; null for a passkey-alone sign-in, where nobody is known yet. */
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamptz("expires_at").notNull(),
  createdAt: createdAt(),
});

/** "Password verified, second factor pending": single-use, 5 minutes, bound to the user. */
export const signInTickets = pgTable("sign_in_tickets", {
  id: text("id").primaryKey(),
  /** SHA-256 of the ticket, hex; the ticket itself only travels to the browser that signed in. */
  ticketHash: text("ticket_hash").notNull().unique(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  /** The account the session will start in. */
  accountId: text("account_id").notNull(),
  /** Failed second-factor attempts on this ticket; it dies at five. */
  failures: integer("failures").notNull().default(0),
  expiresAt: timestamptz("expires_at").notNull(),
  createdAt: createdAt(),
});

export type UserPasskey = typeof userPasskeys.$inferSelect;
export type UserTotp = typeof userTotp.$inferSelect;
export type SignInTicket = typeof signInTickets.$inferSelect;
