import type { SyncState } from "../../platform/schemas/vocabulary";
import { AppError } from "../../platform/errors/app-error";

// The contract's synchronization state machine. Pure, so the domain refuses a forbidden change
// whoever asks for it (runner, customer area, API), not only the UI that hides the button.

const allowedTargets: Record<SyncState, readonly SyncState[]> = {
  pending: ["syncing", "paused"],
  syncing: ["synced", "failed", "paused"],
  synced: ["syncing", "paused"],
  failed: ["syncing", "paused"],
  // "Any state can go to paused" means any other state: paused → paused would be an event
  // that changes nothing, so it is refused like every self-transition.
  paused: ["pending"],
};

/** True when the contract allows a module to move from `from` to `to`. */
export function canTransition(from: SyncState, to: SyncState): boolean {
  return allowedTargets[from].includes(to);
}

/** Throws AppError("invalid_state_transition") unless the contract allows `from` → `to`. */
export function assertTransition(from: SyncState, to: SyncState): void {
  if (!canTransition(from, to)) {
    throw new AppError("invalid_state_transition", `A module cannot go from "${from}" to "${to}".`);
  }
}
