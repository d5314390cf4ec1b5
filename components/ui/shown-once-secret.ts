import type { ReactNode } from "react";

/** A secret shown once (a new access token, a rotated module token, a webhook signing secret), with its wording. */
export interface ShownOnceSecret {
  title: string;
  description?: ReactNode;
  /** What the secret is, as its field's label: "Access token", "Signing secret". */
  label: string;
  secret: string;
  /** Where to keep it, finishing "Store it …": "in your secret manager now". */
  storeAdvice: string;
  /** Anything to read after the secret: a ready command, when the old one stops working. */
  after?: ReactNode;
}
