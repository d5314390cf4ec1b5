import { FormSection } from "@/components/ui/form-section";
import { TwoFactorPolicyForm } from "./two-factor-policy-form";

/** The account's "require two-factor for every member"; owners and admins change it (a client form), others read it. */
export function TwoFactorPolicySection({ accountName, required, canChange }: { accountName: string; required: boolean; canChange: boolean }) {
  return (
    <FormSection headingId="policy-heading" title={`Two-factor sign-in for ${accountName}`}>
      {canChange ? (
        <TwoFactorPolicyForm required={required} />
      ) : (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {required ? "Every member of this account must sign in with a second factor." : "A second factor is each member's choice. Owners and admins can require it."}
        </p>
      )}
    </FormSection>
  );
}
