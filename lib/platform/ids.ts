import { TypeID, typeid } from "typeid-js";

// Prefixed, time-sortable ids (TypeID: prefix + UUIDv7 in base32), one prefix per resource.
const idPrefix = {
  account: "acc",
  user: "usr",
  module: "mod",
  moduleTransition: "mst",
  moduleToken: "mtk",
  accessToken: "tok",
  rateLimitGrant: "rlg",
  audit: "aud",
  invoice: "inv",
  invoiceLine: "invl",
  webhook: "wh",
  event: "evt",
  delivery: "msg",
  deliveryAttempt: "att",
  leakedTokenReport: "lkr",
  notification: "ntf",
  invitation: "minv",
  oauthClient: "oac",
  oauthClientSecret: "ocs",
  passwordReset: "pwr",
  userSession: "ses",
  passkey: "pky",
  recoveryCode: "rcv",
  webauthnChallenge: "wac",
  signInTicket: "sit",
} as const;

export type IdPrefix = (typeof idPrefix)[keyof typeof idPrefix];

export function newId(prefix: IdPrefix): string {
  return typeid(prefix).toString();
}

/** True when `value` is a well-formed id of this resource; lets callers answer 404 without a query. */
export function isIdOf(prefix: IdPrefix, value: string): boolean {
  try {
    return TypeID.fromString(value, prefix).getType() === prefix;
  } catch {
    return false;
  }
}
