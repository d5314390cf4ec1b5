import { randomInt } from "node:crypto";
import { sha256Hex } from "../../../platform/crypto/sha256";

// Cloud-platform module tokens: `cpt_` and 40 base62 characters (about 238 bits), recognisable
// by secret scanners. Only the SHA-256 and a short hint are ever stored.

const MODULE_TOKEN_PREFIX = "cpt_";
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BODY_LENGTH = 40;

export function generateModuleToken(): string {
  // randomInt draws without modulo bias.
  let body = "";
  for (let i = 0; i < BODY_LENGTH; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return MODULE_TOKEN_PREFIX + body;
}

export function hashModuleToken(token: string): string {
  return sha256Hex(token);
}

/** Safe to show and to log: the prefix and the last four characters. */
export function moduleTokenHint(token: string): string {
  const prefix = token.startsWith(MODULE_TOKEN_PREFIX) ? MODULE_TOKEN_PREFIX : "";
  return `${prefix}…${token.slice(-4)}`;
}
