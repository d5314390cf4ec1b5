import type { Config } from "tailwindcss";

// Read by app/globals.css through `@config`: Tailwind v4 only loads a JS config that way.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      fontFamily: {
        // System fonts only: the build and the browser have no network for web fonts.
        sans: ["ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
        mono: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "Liberation Mono", "monospace"],
      },
      colors: {
        brand: {
          50: "#eef4ff",
          100: "#dbe6fe",
          500: "#3b6cf6",
          600: "#2553e6",
          700: "#1d41c4",
        },
      },
    },
  },
};

export default config;
