import { and, eq, isNotNull } from "drizzle-orm";
import { generateSecret, generateURI } from "otplib";
import QRCode from "qrcode";
import { encryptSecret } from "../../platform/crypto/secret-box";
import { getDb } from "../../platform/db/client";
import { users, userTotp } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";

export interface TotpSetup {
  /** Base32, shown once as text for apps that cannot scan. */
  secret: string;
  /** The otpauth:// URI as a QR code, an SVG data URL (CSP allows `data:` images; no script). */
  qrCode: string;
}

/**
 * Begins adding an authenticator app: a new secret, stored sealed and not yet active (a code
 * from the app confirms it). Starting again replaces a setup left unfinished.
 */
export async function startTotpSetup(options: { userId: string }): Promise<TotpSetup> {
  const db = getDb();
  const [active] = await db.select({ userId: userTotp.userId }).from(userTotp).where(and(eq(userTotp.userId, options.userId), isNotNull(userTotp.confirmedAt)));
  if (active) throw new AppError("conflict", "An authenticator app is already set up. Remove it first to set up another one.");
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, options.userId));
  if (!user) throw new AppError("not_found", "That user does not exist.");

  const secret = generateSecret();
  const secretSealed = encryptSecret(secret, options.userId);
  await db
    .insert(userTotp)
    .values({ userId: options.userId, secretSealed })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secretSealed, lastUsedStep: null, createdAt: new Date() } });
  const uri = generateURI({ issuer: "Integrations", label: user.email, secret });
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}
