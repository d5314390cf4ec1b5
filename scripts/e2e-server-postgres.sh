#!/usr/bin/env bash
# Starts an instance of the production build (built by scripts/e2e-server.sh, which Playwright
# starts first) on the PostgreSQL database of TEST_DATABASE_URL and the Redis of TEST_REDIS_URL.
# Usage: e2e-server-postgres.sh PORT [prepare|start-api|start-web]  — "prepare" issues the API
# specs' tokens first; "start-api" serves with `npm run start:api` (the edge app alone) and
# "start-web" with `npm run start:web` (Next alone: the customer area) instead of npm start.
set -euo pipefail
cd "$(dirname "$0")/.."

port="$1"
export DATABASE_URL="$TEST_DATABASE_URL"
if [[ -n "${TEST_REDIS_URL:-}" ]]; then export REDIS_URL="$TEST_REDIS_URL"; else unset REDIS_URL; fi
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
# Both instances also run the workers (they share the work through SKIP LOCKED), and the test
# receivers listen on loopback.
export RUN_WORKERS_IN_PROCESS=true WEBHOOKS_ALLOW_LOOPBACK=true

if [[ "${2:-}" == "prepare" ]]; then
  npx tsx --tsconfig tsconfig.json scripts/prepare-test-server.ts "${E2E_TOKENS_FILE:-.data/e2e/postgres-tokens.json}"
fi
# The compiled entry points that scripts/e2e-server.sh built (dist/, or beside NEXT_DIST_DIR).
# HOSTNAME and PORT as a deployment sets them: links the app builds without a request at hand
# (problem `type` URIs) name the address it listens on.
server_dist="dist"
[[ -n "${NEXT_DIST_DIR:-}" ]] && server_dist="${NEXT_DIST_DIR}-dist"
export PORT="$port" HOSTNAME=127.0.0.1
if [[ "${2:-}" == "start-api" ]]; then
  echo "e2e-server-postgres: npm run start:api on port $port (DATABASE_URL, REDIS_URL ${REDIS_URL:+set})"
  # TRUST_PROXY as for npm start: the tests stand in for a reverse proxy.
  export TRUST_PROXY=true
  exec node --experimental-async-context-frame "$server_dist/start-api.js"
fi
if [[ "${2:-}" == "start-web" ]]; then
  echo "e2e-server-postgres: npm run start:web on port $port (DATABASE_URL, REDIS_URL ${REDIS_URL:+set})"
  # No TRUST_PROXY here: the OIDC spec checks that a client's own X-Forwarded-Host is ignored.
  export RUN_WORKERS_IN_PROCESS=false
  exec node --experimental-async-context-frame "$server_dist/start-web.js"
fi
echo "e2e-server-postgres: npm start server on port $port (DATABASE_URL, REDIS_URL ${REDIS_URL:+set})"
# TRUST_PROXY as in scripts/e2e-server.sh: the tests stand in for a reverse proxy.
export TRUST_PROXY=true
exec node --experimental-async-context-frame "$server_dist/start-server.js"
