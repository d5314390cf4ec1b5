-- Each account's default /v1 version is held in every instance (lib/domains/accounts/account-api-version-cache.ts),
-- as migration 0007 holds tokens and modules: the database announces a change to it, whoever makes
-- it (an upgrade, a rollback, SQL typed by hand), once the writing transaction commits.
CREATE OR REPLACE FUNCTION announce_account_api_version_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('mis_cache_invalidation', json_build_object('kind', 'account-api-version', 'accountId', OLD.id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER accounts_announce_api_version
  AFTER UPDATE OF api_version ON accounts
  FOR EACH ROW
  WHEN (OLD.api_version IS DISTINCT FROM NEW.api_version)
  EXECUTE FUNCTION announce_account_api_version_change();
