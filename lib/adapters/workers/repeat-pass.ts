import { logger } from "../../platform/logger";

/**
 * Runs `pass` at once and then `intervalMs` after each one ends, so passes never overlap. A
 * failing pass is logged under `failure` (message only, cut short) and the next one runs as
 * planned. Returns `stop`, which resolves once the pass in progress ends.
 */
export function repeatPass(pass: () => Promise<void>, intervalMs: number, failure: string): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      await pass();
    } catch (error) {
      logger.error({ error: error instanceof Error ? error.message.slice(0, 500) : "unknown" }, failure);
    }
    if (!stopped) timer = setTimeout(() => (current = tick()), intervalMs);
  };
  timer = setTimeout(() => (current = tick()), 0);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await current;
  };
}
