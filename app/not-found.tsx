import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">There is nothing at this address.</p>
      <Link href="/" className="text-link text-sm">
        Back to the overview
      </Link>
    </main>
  );
}
