-- The database announces every change to what the in-process caches hold (lib/platform/cache), whoever
-- makes it: a service, the operator CLI, SQL typed by hand, a later migration. The message goes
-- out on the channel the instances LISTEN on (lib/platform/cache/listen-for-invalidations.ts) and, being
-- sent from the writing transaction, only once it commits (a rollback sends nothing).
-- Row-level triggers: PostgreSQL drops a payload already queued in the same transaction, so a
-- bulk update of many modules of one account sends one message for that account.

-- Verified tokens (lib/domains/access-tokens/verified-token-cache.ts) hold the whole row but the usage
-- bookkeeping, which is touched once a minute per token in use and must not empty the caches.
-- Extended limits live here too (rate_limit_per_minute).
CREATE OR REPLACE FUNCTION announce_access_token_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('mis_cache_invalidation', json_build_object('kind', 'access-token', 'tokenId', OLD.id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER access_tokens_announce_update
  AFTER UPDATE ON access_tokens
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_used_at' - 'last_used_ip') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at' - 'last_used_ip'))
  EXECUTE FUNCTION announce_access_token_change();
--> statement-breakpoint
CREATE TRIGGER access_tokens_announce_delete
  AFTER DELETE ON access_tokens
  FOR EACH ROW EXECUTE FUNCTION announce_access_token_change();
--> statement-breakpoint
-- Module reads (lib/domains/modules/module-read-cache.ts) hold an account's active modules with their
-- sync state and progress: any row of the account, added, changed or removed, makes them wrong.
CREATE OR REPLACE FUNCTION announce_account_modules_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('mis_cache_invalidation', json_build_object('kind', 'account-modules', 'accountId', OLD.account_id)::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('mis_cache_invalidation', json_build_object('kind', 'account-modules', 'accountId', NEW.account_id)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER modules_announce_insert_delete
  AFTER INSERT OR DELETE ON modules
  FOR EACH ROW EXECUTE FUNCTION announce_account_modules_change();
--> statement-breakpoint
CREATE TRIGGER modules_announce_update
  AFTER UPDATE ON modules
  FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION announce_account_modules_change();
