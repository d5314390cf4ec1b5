import { hash, verify, type Algorithm } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's minimum
// recommendation. The parameters are stored in the PHC string, so raising them later
// still verifies old hashes.
// `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export const MIN_PASSWORD_LENGTH = 12;

/** An argon2id PHC string (`$argon2id$v=19$m=…`) for the password. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** True when the password matches the hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
