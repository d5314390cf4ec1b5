// The theme without a library: the choice ("system", "light" or "dark") lives in localStorage
// under "theme" (the key next-themes used, so earlier choices carry over), and the <html>
// element carries the resolved class ("dark" or "light") and color-scheme. next-themes' provider
// was client code on every page (issue 26); this is an inline script and a few lines in the toggle.

export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/**
 * Applies the stored choice to <html> and keeps following it: the system's setting when the
 * choice is "system", and a choice made in another tab. Runs as the inline script before first
 * paint (its source is inlined, so it must not refer to anything outside itself) and again
 * after the toggle stores a new choice.
 */
export function applyStoredTheme() {
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const apply = () => {
    let choice: string | null = null;
    try {
      choice = localStorage.getItem("theme");
    } catch {
      // Storage refused (privacy settings): follow the system.
    }
    const dark = choice === "dark" || (choice !== "light" && media.matches);
    const root = document.documentElement;
    if (root.classList.contains(dark ? "dark" : "light")) return;
    // Colours switch at once, without every element's transition running (as next-themes did):
    // a half-faded button is what a reader, or an axe scan, would otherwise see for a moment.
    const pause = document.createElement("style");
    pause.textContent = "*,*::before,*::after{transition:none!important}";
    document.head.appendChild(pause);
    root.classList.remove("light", "dark");
    root.classList.add(dark ? "dark" : "light");
    root.style.colorScheme = dark ? "dark" : "light";
    window.getComputedStyle(document.documentElement).color;
    setTimeout(() => pause.remove(), 1);
  };
  apply();
  const listening = window as Window & { themeListening?: boolean };
  if (listening.themeListening) return;
  listening.themeListening = true;
  media.addEventListener("change", apply);
  window.addEventListener("storage", (event) => {
    if (event.key === "theme") apply();
  });
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem("theme");
    return themeChoices.find((choice) => choice === stored) ?? "system";
  } catch {
    return "system";
  }
}

export function storeThemeChoice(choice: ThemeChoice) {
  try {
    localStorage.setItem("theme", choice);
  } catch {
    // Storage refused: nothing to keep the choice in, so the page keeps following the system.
  }
  applyStoredTheme();
}
