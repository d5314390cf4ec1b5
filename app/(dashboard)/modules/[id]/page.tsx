import { requireAdmin } from "@/lib/adapters/session/require-admin";
import type { Metadata } from "next";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { listModuleTransitions } from "@/lib/domains/modules/list-module-transitions";
import { roleMay } from "@/lib/platform/schemas/roles";
import { LastRotationNote, LastRotationProvider } from "./last-rotation";
import { loadModule } from "./load-module";
import { ModuleStatusPanel } from "./module-status-panel";
import { RotateTokenButton } from "./rotate-token-button";
import { StateHistory } from "./state-history";
import { SyncControls } from "./sync-controls";
import { AccountQueryProvider } from "@/components/providers/account-query-provider";

interface ModulePageProps {
  params: Promise<{ id: string }>;
}

const HISTORY_LIMIT = 50;

export async function generateMetadata({ params }: ModulePageProps): Promise<Metadata> {
  const { module } = await loadModule((await params).id);
  return { title: module.name };
}

export default async function ModulePage({ params }: ModulePageProps) {
  const { id } = await params;
  const admin = await requireAdmin();
  // The history is customer-area only (not part of v1): read from the service, beside the v1
  // reads rather than after them (scoped to the account, so another account's id reads nothing).
  // Settled, not Promise.all: for an unknown id the module's not-found page must win over the
  // history's refusal of the same id, whichever comes back first.
  const [moduleRead, historyRead] = await Promise.allSettled([
    loadModule(id),
    listModuleTransitions({ accountId: admin.account.id, moduleId: id, limit: HISTORY_LIMIT }),
  ]);
  if (moduleRead.status === "rejected") throw moduleRead.reason;
  if (historyRead.status === "rejected") throw historyRead.reason;
  const { module, status, fetchedAt } = moduleRead.value;
  const transitions = historyRead.value;
  // A viewer is offered no controls; the actions refuse them anyway.
  const canOperate = roleMay(admin.account.role, "operate_modules");
  const canRotate = roleMay(admin.account.role, "api_write");

  return (
    <AccountQueryProvider>
      <LastRotationProvider>
        <BackLink href="/modules">All modules</BackLink>
        <PageHeader
          title={module.name}
          description={`${module.key} · ${module.id}`}
          actions={
            // Module actions, side by side.
            canOperate || canRotate ? (
              <div className="flex flex-wrap items-center gap-2">
                {canOperate ? <SyncControls moduleId={id} initialStatus={status} fetchedAt={fetchedAt} /> : null}
                {canRotate ? <RotateTokenButton moduleId={id} moduleName={module.name} /> : null}
              </div>
            ) : undefined
          }
        />
        <LastRotationNote />
        <div className="space-y-4">
          <ModuleStatusPanel
            moduleId={id}
            moduleName={module.name}
            activatedAt={module.activated_at}
            initialStatus={status}
            fetchedAt={fetchedAt}
          />
          <StateHistory transitions={transitions} limit={HISTORY_LIMIT} />
        </div>
      </LastRotationProvider>
    </AccountQueryProvider>
  );
}
