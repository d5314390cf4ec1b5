import { isValidTokenValidity } from "@/lib/domains/access-tokens/validity";

// The validity choices of the create form, shared by the form (options) and the action (seconds).

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const validityPresets = [
  { value: "1h", label: "1 hour", seconds: HOUR },
  { value: "24h", label: "24 hours", seconds: DAY },
  { value: "7d", label: "7 days", seconds: 7 * DAY },
  { value: "30d", label: "30 days", seconds: 30 * DAY },
  { value: "90d", label: "90 days", seconds: 90 * DAY },
] as const;

export const CUSTOM_VALIDITY = "custom";
export const validityChoices = [...validityPresets.map((preset) => preset.value), CUSTOM_VALIDITY] as const;
export type ValidityChoice = (typeof validityChoices)[number];

export const DEFAULT_VALIDITY: ValidityChoice = "30d";

/**
 * Seconds from `now` until the chosen expiry, or an error text for the custom date field.
 * A custom date is checked here, on the server, whatever the input's min/max let through.
 */
export function validitySeconds(choice: ValidityChoice, customExpiresAt: string | undefined, now: Date): number | { error: string } {
  const preset = validityPresets.find((candidate) => candidate.value === choice);
  if (preset) return preset.seconds;
  const expiresAt = customExpiresAt ? new Date(customExpiresAt) : null;
  if (!expiresAt || Number.isNaN(expiresAt.getTime())) return { error: "Choose a date and time." };
  const seconds = Math.floor((expiresAt.getTime() - now.getTime()) / 1000);
  if (!isValidTokenValidity(seconds)) return { error: "Choose a time between 1 hour and 90 days from now." };
  return seconds;
}
