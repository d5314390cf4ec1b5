import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { ThemeScript } from "@/components/theme/theme-script";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Integrations", template: "%s · Integrations" },
  description: "Connect your internal systems to your account's modules.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The proxy puts a fresh nonce on every request; the theme script must carry it to run under the CSP.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen font-sans">
        <ThemeScript nonce={nonce} />
        {children}
      </body>
    </html>
  );
}
