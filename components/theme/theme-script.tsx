import { applyStoredTheme } from "./theme-choice";

/** Sets the theme before first paint (no flash of the wrong one); carries the CSP nonce. */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `(${applyStoredTheme.toString()})()` }} />;
}
