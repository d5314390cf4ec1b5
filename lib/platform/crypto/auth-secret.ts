import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "../env";

// The root secret: sessions sign with it, and the cursor, dashboard-credential and secret-box
// keys are derived from it (HKDF), so it sits here rather than in lib/domains/auth. Zero set-up: when
// AUTH_SECRET is unset, one is generated once and kept under .data/ (git-ignored), so sessions
// survive restarts. Several instances must share AUTH_SECRET explicitly.
const SECRET_FILE = path.resolve(".data/auth-secret");

let cached: string | undefined;

export function getAuthSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (cached) return cached;
  try {
    cached = fs.readFileSync(SECRET_FILE, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
    const generated = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(SECRET_FILE, generated, { flag: "wx", mode: 0o600 });
      cached = generated;
    } catch {
      // Another process wrote it first: use theirs.
      cached = fs.readFileSync(SECRET_FILE, "utf8").trim();
    }
  }
  return cached;
}
