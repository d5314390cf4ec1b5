import type { RequestOrigin } from "../../platform/http/request-origin";
import { getDb } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { SignInMethod } from "../../platform/schemas/sign-in-methods";
import { hasSecondFactor } from "../two-factor";
import { checkPassword } from "./check-password";
import { recordSignIn } from "./record-sign-in";

export interface SignInWithPasswordOptions {
  email: string;
  password: string;
  origin: RequestOrigin;
}

export interface SignedInUser {
  userId: string;
  email: string;
  name: string;
  /** The account the session starts in. */
  accountId: string;
  /** How the session began (stored by the session record). */
  signInMethod?: SignInMethod;
}

const secondFactorRequired = () => new AppError("forbidden", "Your sign-in needs a second factor: sign in on the sign-in page.");

/**
 * A password alone, for people without a second factor (the "password" provider; the sign-in
 * page goes through startPasswordSignIn instead). Someone with a factor is refused `forbidden`:
 * a password never opens their session by itself. Throws as checkPassword does.
 */
export async function signInWithPassword(options: SignInWithPasswordOptions): Promise<SignedInUser> {
  const { user, accountId } = await checkPassword(options);
  if (await hasSecondFactor({ userId: user.id })) throw secondFactorRequired();
  await getDb().transaction((tx) => recordSignIn(tx, { user, accountId, method: "password", origin: options.origin }));
  return { userId: user.id, email: user.email, name: user.name, accountId, signInMethod: "password" };
}
