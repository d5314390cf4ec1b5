import { oidcRefusalMessages, type OidcRefusalReason } from "../schemas/oidc-refusals";
import { AppError } from "./app-error";

/** A sign-in through the OIDC provider refused, with the reason the page shows as a sentence. */
export class OidcSignInRefused extends AppError {
  readonly reason: OidcRefusalReason;
  constructor(reason: OidcRefusalReason) {
    super("invalid_credentials", oidcRefusalMessages[reason]);
    this.reason = reason;
  }
}
