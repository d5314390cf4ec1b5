"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has hydrated this component, then true. Controls
 * whose choice only React state carries are disabled until then: a choice made on the server's
 * HTML (a slow phone, a quick test) would show on screen while React never heard of it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
