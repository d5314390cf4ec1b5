import { ArrowRight } from "@/components/icons/icons";
import Link from "next/link";
import type { ReactNode } from "react";

/** The way from an overview tile to its page. */
export function TileLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-link inline-flex items-center gap-1 text-sm">
      {children}
      <ArrowRight className="h-3.5 w-3.5" aria-hidden />
    </Link>
  );
}
