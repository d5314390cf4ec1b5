// Why a module's sync failed, as the customer reads it: what happened and what to do, and
// where. The codes come from the cloud platform (`upstream_…`) or the sync runner; the
// customer area shows these sentences and keeps the code and the platform's text in "Details".

export interface ModuleErrorMessage {
  /** What happened, in one sentence. */
  summary: string;
  /** What to do, and where. */
  advice: string;
}

type Describe = (moduleName: string) => ModuleErrorMessage;

const MODULE_ERRORS: Record<string, Describe> = {
  upstream_unauthorized: (name) => ({
    summary: `The ${name} system refused the module token.`,
    advice: `Press "Rotate token" at the top of this module's page to get a new module token, then open the ${name} system's integration settings and paste the new module token there.`,
  }),
  invalid_credentials: (name) => ({
    summary: `The cloud platform refused the ${name} module token.`,
    advice: `Press "Rotate token" at the top of this module's page to get a new module token, then open the ${name} system's integration settings and paste it there.`,
  }),
  upstream_timeout: (name) => ({
    summary: `The ${name} system did not answer in time.`,
    advice: "The sync is retried automatically. If it keeps failing, check that the system is running and reachable, then press \"Retry now\" on this module's page.",
  }),
  rate_limited_upstream: (name) => ({
    summary: `The ${name} system asked us to slow down.`,
    advice: "The sync is retried automatically with more time between attempts; nothing to do unless it keeps failing.",
  }),
  platform_unavailable: () => ({
    summary: "The cloud platform did not answer.",
    advice: "The sync is retried automatically. Try \"Retry now\" on this module's page in a few minutes.",
  }),
  sync_stalled: () => ({
    summary: "The sync stopped responding.",
    advice: "It is retried automatically. If it stalls again, contact support with the details below.",
  }),
  sync_failed: () => ({
    summary: "The sync failed.",
    advice: "It is retried automatically. If it keeps failing, contact support with the details below.",
  }),
  internal_error: () => ({
    summary: "The sync failed on our side.",
    advice: "It is retried automatically. If it keeps failing, contact support with the details below.",
  }),
};

/** The sentences for a module's error code; an unknown code gets a general message, never the code itself. */
export function moduleErrorMessage(code: string, moduleName: string): ModuleErrorMessage {
  const describe = MODULE_ERRORS[code];
  if (describe) return describe(moduleName);
  return {
    summary: `The ${moduleName} sync failed.`,
    advice: "It is retried automatically. If it keeps failing, contact support with the details below.",
  };
}

/** Every module error code the catalogue covers. */
export const moduleErrorCodesCovered = Object.keys(MODULE_ERRORS);
