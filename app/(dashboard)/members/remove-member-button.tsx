"use client";

import { useRouter } from "next/navigation";
import { useAccountAction } from "@/components/shell/rendered-account";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmation } from "@/components/ui/use-confirmation";
import { removeMemberAction } from "./actions";
import type { MemberRow } from "./member-row";

/** Removes a member (or, on one's own row, leaves the account) after a confirmation. */
export function RemoveMemberButton({ member }: { member: MemberRow }) {
  const confirmation = useConfirmation();
  const router = useRouter();
  const callRemove = useAccountAction(removeMemberAction);
  const label = member.isYou ? "Leave" : "Remove";

  function confirm() {
    confirmation.run(
      () => callRemove({ userId: member.userId }),
      () => {
        confirmation.close();
        router.refresh();
      },
    );
  }

  return (
    <>
      <Button variant="secondary" className="h-8 px-2.5 text-red-700 dark:text-red-400" onClick={() => confirmation.ask(true)}>
        {label}
        <span className="sr-only"> {member.email}</span>
      </Button>
      <ConfirmDialog
        {...confirmation.dialog}
        onConfirm={confirm}
        title={member.isYou ? "Leave this account?" : `Remove ${member.name}?`}
        description={
          member.isYou
            ? "You lose access at once. Access tokens you created stay with the account."
            : `${member.email} loses access at once, on every device. Access tokens they created stay with the account and keep working.`
        }
        confirmLabel={label}
        pendingLabel={member.isYou ? "Leaving…" : "Removing…"}
      />
    </>
  );
}
