"use client";

import { useState, useTransition } from "react";
import { useAccountAction } from "@/components/shell/rendered-account";
import { Button } from "@/components/ui/button";
import { ActionMessage } from "@/components/ui/action-message";
import { setTwoFactorPolicyAction } from "./actions";

/** The policy's checkbox and Save, for owners and admins. */
export function TwoFactorPolicyForm({ required }: { required: boolean }) {
  const callSetPolicy = useAccountAction(setTwoFactorPolicyAction);
  const [checked, setChecked] = useState(required);
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  const save = () =>
    startTransition(async () => {
      const result = await callSetPolicy({ required: checked });
      if (!result.ok) return setMessage({ tone: "error", text: result.error });
      setMessage({
        tone: "ok",
        text: checked ? "Saved. Members without a second factor must set one up before they can do anything else." : "Saved. A second factor is now each member's choice.",
      });
    });

  return (
    <div className="space-y-3">
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} className="mt-0.5 h-4 w-4" />
        <span>Require a passkey or an authenticator app from every member</span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" disabled={pending || checked === required} onClick={save}>
          Save
        </Button>
        <ActionMessage message={message} />
      </div>
    </div>
  );
}
