// A plain link, not next/link: the root not-found boundary's client code is fetched with every
// page, and a second copy of Link's was about 3 KB on each (issue 26). A full load is fine here.
export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">There is nothing at this address.</p>
      <a href="/" className="text-link text-sm">
        Back to the overview
      </a>
    </main>
  );
}
