import { Badge } from "@/components/ui/badge";
import { RelativeTime } from "@/components/ui/relative-time";
import { EndOtherSessionsButton, EndSessionButton } from "./end-session-buttons";

export interface SessionItem {
  id: string;
  device: string;
  ip: string | null;
  signInMethod: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

const methodLabels: Record<string, string> = { password: "password", oidc: "single sign-on", passkey: "passkey" };

/** Where the person is signed in: one row per live session, this one first and marked. */
export function SessionsSection({ sessions }: { sessions: SessionItem[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="sessions-heading" className="text-base font-semibold">
            Sessions
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Where you are signed in. Ending a session signs it out at its next click, on every server.
          </p>
        </div>
        {others > 0 ? <EndOtherSessionsButton count={others} /> : null}
      </div>
      <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900" aria-label="Your sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="session-row">
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {session.device}
                {session.current ? <Badge tone="success">This session</Badge> : null}
              </p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {session.ip ?? "Address unknown"} · signed in with {methodLabels[session.signInMethod] ?? session.signInMethod}{" "}
                <RelativeTime value={session.createdAt} /> · last seen <RelativeTime value={session.lastSeenAt} />
              </p>
            </div>
            {session.current ? null : <EndSessionButton sessionId={session.id} device={session.device} />}
          </li>
        ))}
      </ul>
      {others === 0 ? <p className="text-sm text-zinc-600 dark:text-zinc-400">You are not signed in anywhere else.</p> : null}
    </section>
  );
}
