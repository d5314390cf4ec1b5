"use client";

import type { FormEvent } from "react";
import { useAccountAction } from "@/components/shell/rendered-account";
import { ActionMessage } from "@/components/ui/action-message";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmission } from "@/components/ui/use-form-submission";
import type { BillingDetails } from "@/lib/domains/billing/update-billing-details";
import { updateBillingDetailsAction } from "./actions";

const fields = ["companyName", "billingAddress", "country", "vatId"] as const;

/** Read-only for roles that may not change billing details; the action refuses them anyway. */
export function BillingDetailsForm({ initial, canEdit }: { initial: BillingDetails; canEdit: boolean }) {
  const callUpdate = useAccountAction(updateBillingDetailsAction);
  const { form, errors, message, pending, submit } = useFormSubmission({
    action: callUpdate,
    fields,
    onSuccess: () => "Saved. The next invoice uses these details; issued invoices do not change.",
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      companyName: String(data.get("companyName") ?? ""),
      billingAddress: String(data.get("billingAddress") ?? ""),
      country: String(data.get("country") ?? ""),
      vatId: String(data.get("vatId") ?? ""),
    };
    submit(input);
  }

  return (
    <form ref={form} onSubmit={onSubmit} aria-labelledby="billing-heading" className="space-y-4" noValidate>
      <fieldset disabled={!canEdit || pending} className="space-y-4">
        <TextField label="Company name" name="companyName" defaultValue={initial.companyName} maxLength={canEdit ? 200 : undefined} error={errors.companyName} />
        <div className="space-y-1.5">
          <label htmlFor="billing-address" className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
            Billing address
          </label>
          <textarea
            id="billing-address"
            name="billingAddress"
            rows={Math.max(4, initial.billingAddress.length + 1)}
            defaultValue={initial.billingAddress.join("\n")}
            aria-describedby={errors.billingAddress ? "billing-address-error" : "billing-address-hint"}
            aria-invalid={errors.billingAddress ? true : undefined}
            className="block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm disabled:resize-none disabled:bg-zinc-50 disabled:text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:disabled:bg-zinc-800/50 dark:disabled:text-zinc-300"
          />
          <p id="billing-address-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
            One line per row, as printed on the invoice.
          </p>
          {errors.billingAddress ? (
            <p id="billing-address-error" className="text-sm text-red-700 dark:text-red-400">
              {errors.billingAddress}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Country" name="country" defaultValue={initial.country} maxLength={canEdit ? 2 : undefined} hint="Two letters, such as DE or FR." error={errors.country} />
          <TextField label="VAT id" name="vatId" defaultValue={initial.vatId} maxLength={canEdit ? 40 : undefined} hint="Optional. With an EU VAT id in another country, invoices are reverse-charged." error={errors.vatId} />
        </div>
      </fieldset>
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving…" : "Save billing details"}
          </Button>
          <ActionMessage message={message} />
        </div>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Only owners and admins can change the billing details.</p>
      )}
    </form>
  );
}
