// How long the replaced module token keeps working; the API allows 0–86 400 s.
export const GRACE_PERIOD_CHOICES = [
  { seconds: 0, label: "None", hint: "The current token stops working at once." },
  { seconds: 3_600, label: "1 hour", hint: "Time to deploy the new token to one system." },
  { seconds: 86_400, label: "24 hours", hint: "Recommended: time to update every system that uses it." },
] as const;

export type GracePeriodSeconds = (typeof GRACE_PERIOD_CHOICES)[number]["seconds"];

export const DEFAULT_GRACE_PERIOD_SECONDS: GracePeriodSeconds = 86_400;

export const MAX_GRACE_PERIOD_SECONDS = 86_400;
