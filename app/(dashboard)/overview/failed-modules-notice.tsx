import Link from "next/link";
import { Notice } from "@/components/ui/notice";
import { moduleErrorMessage } from "@/lib/adapters/customer-messages/module-error-messages";

/** A failed sync needs the admin: name each failed module and lead to where it can be retried. */
export function FailedModulesNotice({ modules }: { modules: { id: string; name: string; lastErrorCode: string | null }[] }) {
  if (modules.length === 0) return null;
  return (
    <Notice tone="danger" className="mb-4">
      <p className="font-medium">
        {modules.length === 1 ? "A module failed to synchronize." : `${modules.length} modules failed to synchronize.`} Open it to see why
        and retry.
      </p>
      <ul className="mt-1 space-y-0.5">
        {modules.map((module) => (
          <li key={module.id}>
            <Link href={`/modules/${module.id}`} className="text-link">
              {module.name}
            </Link>
            {/* The catalogue's sentence, not the platform's code: the module page has the advice and the details. */}
            {module.lastErrorCode ? <span>: {moduleErrorMessage(module.lastErrorCode, module.name).summary}</span> : null}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
