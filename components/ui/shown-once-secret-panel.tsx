"use client";

import { TriangleAlert } from "@/components/icons/icons";
import { Button } from "@/components/ui/button";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { Notice } from "@/components/ui/notice";
import { SecretField } from "@/components/ui/secret-field";
import type { ShownOnceSecret } from "./shown-once-secret";

/**
 * The one dialog that shows a secret once: new access tokens, rotated module tokens and
 * webhook signing secrets. After it closes only a hint remains anywhere; the dialog's content
 * is unmounted with it.
 */
export function ShownOnceSecretPanel({
  shown,
  onClose,
  returnFocusTo,
}: {
  shown: ShownOnceSecret | null;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  return (
    <DialogPanel
      open={shown !== null}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="lg"
      title={shown?.title ?? ""}
      description={shown?.description}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {shown ? <ShownOnceSecretBody shown={shown} /> : null}
    </DialogPanel>
  );
}

/** The body alone, for a dialog that had a confirm step before it (module-token rotation). */
export function ShownOnceSecretBody({ shown }: { shown: ShownOnceSecret }) {
  const noun = shown.label.toLowerCase().includes("token") ? "token" : "secret";
  return (
    <div className="space-y-4">
      <Notice tone="warning">
        <p className="flex gap-2 font-medium">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          This is the only time the {noun} is shown. Store it {shown.storeAdvice}.
        </p>
      </Notice>
      <SecretField label={shown.label} value={shown.secret} />
      {shown.after}
    </div>
  );
}
