import type { stopServerProcess } from "./stop-server-process";

// The app's start-up (instrumentation.ts, inside Next's build) registers how to stop what it
// started; `npm start`'s server calls it once the last request is answered. The hand-off goes
// through the process, so the server itself loads none of the app's stateful modules.
const stopKey = Symbol.for("module-integrations.stop-server-process");
const holder = globalThis as typeof globalThis & { [stopKey]?: typeof stopServerProcess };

export function registerServerProcessStop(stop: typeof stopServerProcess): void {
  holder[stopKey] = stop;
}

export async function stopStartedServerProcess(): Promise<void> {
  await holder[stopKey]?.();
}
