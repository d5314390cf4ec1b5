// A module's synchronization state as the API shows it: the example of GET
// /v1/modules/{id}/status and of the module.sync_state.changed event that carries it. Here,
// beside the events, because the documentation (lib/adapters/openapi) imports the events, not the
// other way round.

export const exampleModuleStatus = {
  module_id: "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
  state: "synced",
  progress: null,
  last_sync_started_at: "2026-11-22T09:00:00Z",
  last_succeeded_at: "2026-11-22T09:04:12Z",
  next_sync_at: "2026-11-22T09:19:12Z",
  records_synced: 12840,
  last_error: null,
  updated_at: "2026-11-22T09:04:12Z",
};
