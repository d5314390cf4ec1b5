#!/usr/bin/env bash
# Starts the production build for the Playwright tests (see playwright.config.ts) on a fresh
# embedded database. Builds first unless SKIP_BUILD=1.
set -euo pipefail
cd "$(dirname "$0")/.."

export PORT="${PORT:-3100}"
export PGLITE_DIR="${PGLITE_DIR:-.data/e2e/pglite}"
export NODE_ENV=production
export NEXT_TELEMETRY_DISABLED=1
# The e2e server always runs on the embedded database and in-process state, whatever the shell has.
unset DATABASE_URL REDIS_URL

case "$PGLITE_DIR" in
  memory://*) ;;
  "" | "/" | ".") echo "e2e-server: refusing to wipe PGLITE_DIR='$PGLITE_DIR'" >&2; exit 1 ;;
esac

# What `npm run build` builds: Next, then the compiled entry points (dist/, or beside a build
# directory of this run's own: see playwright.config.ts on NEXT_DIST_DIR).
server_dist="dist"
[[ -n "${NEXT_DIST_DIR:-}" ]] && server_dist="${NEXT_DIST_DIR}-dist"
if [[ "${SKIP_BUILD:-}" != "1" ]]; then
  echo "e2e-server: next build, then the compiled entry points into $server_dist/"
  npx next build
  node scripts/build-server.mjs "$server_dist"
fi

# Wipe after the build so the server starts on an empty database and seeds the demo data.
case "$PGLITE_DIR" in memory://*) ;; *) rm -rf -- "$PGLITE_DIR" ;; esac

# Issue the API specs' tokens before the server opens the database (one process at a time).
npx tsx --tsconfig tsconfig.json scripts/prepare-test-server.ts "${E2E_TOKENS_FILE:-.data/e2e/pglite-tokens.json}"

echo "e2e-server: npm start server on port $PORT (PGLITE_DIR=$PGLITE_DIR)"
# The production server as `npm start` runs it: the compiled entry point, one node process. The
# tests stand in for a reverse proxy: TRUST_PROXY keeps their X-Forwarded-For, so a test can use
# a client address of its own.
export HOSTNAME=127.0.0.1 TRUST_PROXY=true
exec node --experimental-async-context-frame "$server_dist/start-server.js"
