import { moduleErrorMessage } from "@/lib/adapters/customer-messages/module-error-messages";
import { SupportDetails } from "@/components/ui/support-details";

interface ModuleErrorProps {
  code: string;
  /** The platform's own text: kept for support beside the code. */
  message: string;
  moduleName: string;
}

/** Why a module's sync failed and what to do, in the catalogue's words; the code and the platform's text under "Details". */
export function ModuleError({ code, message, moduleName }: ModuleErrorProps) {
  const { summary, advice } = moduleErrorMessage(code, moduleName);
  return (
    <div>
      <p className="font-medium">{summary}</p>
      <p className="mt-0.5">{advice}</p>
      <SupportDetails code={code} text={message} />
    </div>
  );
}
