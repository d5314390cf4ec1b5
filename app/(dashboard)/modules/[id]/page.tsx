import { ChevronLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { listModuleTransitions } from "@/lib/modules/list-module-transitions";
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
  const { admin, module, status, fetchedAt } = await loadModule(id);
  // The history is customer-area only (not part of v1): read from the service.
  const transitions = await listModuleTransitions({ accountId: admin.account.id, moduleId: id, limit: HISTORY_LIMIT });

  return (
    <AccountQueryProvider>
      <LastRotationProvider>
        <Link
          href="/modules"
          className="text-link mb-3 inline-flex items-center gap-1 text-sm"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
          All modules
        </Link>
        <PageHeader
          title={module.name}
          description={`${module.key} · ${module.id}`}
          actions={
            // Module actions, side by side.
            <div className="flex flex-wrap items-center gap-2">
              <SyncControls moduleId={id} initialStatus={status} fetchedAt={fetchedAt} />
              <RotateTokenButton moduleId={id} moduleName={module.name} />
            </div>
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
