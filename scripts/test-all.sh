#!/usr/bin/env bash
# Everything `npm test` checks: types and lint, service tests (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), then the Playwright end-to-end tests on the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
current="setup"
# Each step prints how long the one before it took, so a slow CI run shows where its time went.
step_started=$SECONDS
step() {
  [[ $current == setup ]] || printf '<== %s: %d s\n' "$current" "$((SECONDS - step_started))"
  current="$*"; step_started=$SECONDS; printf '\n==> %s\n' "$*"
}
trap 'status=$?; [[ $status -eq 0 ]] || echo "test-all: FAILED in step: $current (exit $status, after $((SECONDS - started)) s)" >&2' EXIT

if [[ ! -x /usr/bin/chromium ]]; then
  echo "test-all: /usr/bin/chromium is missing; the end-to-end tests need Debian's Chromium." >&2
  echo "test-all: install it with: apt-get install -y chromium   (do not run 'npx playwright install')" >&2
  exit 1
fi

step "Type check and lint (npm run lint: tsc --noEmit with unused locals/parameters, knip for unused files, exports and dependencies)"
npm run lint

step "OpenAPI lint (Redocly, Spectral OWASP)"
bash scripts/lint-openapi.sh

step "Prometheus configuration and alert rules (promtool)"
promtool check config deploy/prometheus/prometheus.yml
promtool check rules deploy/prometheus/alerts.yml

step "Service tests (vitest)"
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  echo "PostgreSQL run: on (TEST_DATABASE_URL is set)"
else
  echo "PostgreSQL run: SKIPPED (TEST_DATABASE_URL is not set); service tests run on PGlite only."
fi
if [[ -n "${TEST_REDIS_URL:-}" ]]; then
  echo "Redis tests: on (TEST_REDIS_URL is set)"
else
  echo "Redis tests: SKIPPED where they need a server (TEST_REDIS_URL is not set)"
fi
# TEST_DATABASE_URL and TEST_REDIS_URL reach vitest through the environment as they are.
npx vitest run

step "Client library tests (Python, PHP; the live-server runs are in e2e/api/clients.spec.ts)"
bash scripts/test-clients.sh

step "End-to-end tests (playwright)"
# The first step type-checked this tree: the end-to-end build need not do it again (next.config.mjs).
export TYPES_CHECKED=1
# Two lanes side by side (playwright.config.ts, e2e/e2e-lanes.ts): the embedded server's specs in one worker, PostgreSQL's in the other.
E2E_LANES=2 npx playwright test

printf '<== %s: %d s\n' "$current" "$((SECONDS - step_started))"
echo
echo "test-all: PASSED: types, service tests ($([[ -n "${TEST_DATABASE_URL:-}" ]] && echo "PGlite + PostgreSQL" || echo "PGlite only")), end-to-end tests in $((SECONDS - started)) s"
