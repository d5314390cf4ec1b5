import Link from "next/link";
import type { ReactNode } from "react";
import { ChevronLeft } from "@/components/icons/icons";

/** A detail page's way back to its list ("All modules"), above its header. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-link mb-3 inline-flex items-center gap-1 text-sm">
      <ChevronLeft className="h-4 w-4" aria-hidden />
      {children}
    </Link>
  );
}
