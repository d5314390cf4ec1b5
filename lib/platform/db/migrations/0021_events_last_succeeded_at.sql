-- API version 2026-11-27 renames a module sync state's last_synced_at to last_succeeded_at.
-- Events are stored at the newest version and shaped back per webhook endpoint's version, so the
-- events already written move to the new name (their deliveries render them back for endpoints
-- on an older version, as they do for new events).
UPDATE "events"
SET "data" = jsonb_set("data" #- '{status,last_synced_at}', '{status,last_succeeded_at}', "data" -> 'status' -> 'last_synced_at')
WHERE "type" = 'module.sync_state.changed' AND "data" -> 'status' ? 'last_synced_at';
