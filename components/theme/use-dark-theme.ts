"use client";

import { useSyncExternalStore } from "react";

const isDark = () => document.documentElement.classList.contains("dark");

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** Whether the page is dark now (the class the theme script sets on <html>), following every change. */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
