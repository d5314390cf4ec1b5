import { randomBytes } from "node:crypto";
import { TypeID } from "typeid-js";
import type { IdPrefix } from "../../platform/ids";

/**
 * A TypeID whose UUIDv7 carries `at` instead of now, so back-dated demo rows sort by id in
 * the same order as by time, as ids created live do.
 */
export function newIdAt(prefix: IdPrefix, at: Date): string {
  const bytes = randomBytes(16);
  const ms = BigInt(at.getTime());
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f); // version 7
  bytes[8] = 0x80 | (bytes[8]! & 0x3f); // RFC 4122 variant
  return TypeID.fromUUIDBytes(prefix, bytes).toString();
}
