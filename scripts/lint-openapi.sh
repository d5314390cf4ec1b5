#!/usr/bin/env bash
# Lints the committed OpenAPI document (clients/openapi.json, written by `npm run generate`):
#   - Redocly CLI with its `recommended` rules (redocly.yaml): no errors allowed;
#   - Spectral with spectral:oas and the OWASP API Security ruleset (.spectral.yaml): no errors.
# Warnings are printed and counted but do not fail the run.
set -euo pipefail
cd "$(dirname "$0")/.."

document="${1:-clients/openapi.json}"
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true NO_COLOR=1 FORCE_COLOR=0
# What to leave out of the printed logs: npm 11's harmless "Unknown user config nodedir"
# warning on every npx call, and Redocly's boxed Node-version banner.
noise='Unknown user config "nodedir"|^ *[╔║╚]'

if [[ ! -f "$document" ]]; then
  echo "lint-openapi: $document is missing; run \`npm run generate\` first." >&2
  exit 1
fi

redocly_log=$(mktemp)
spectral_log=$(mktemp)
trap 'rm -f "$redocly_log" "$spectral_log"' EXIT

echo "lint-openapi: Redocly (recommended) on $document"
redocly_status=0
npx --no-install redocly lint --config redocly.yaml --format stylish "$document" >"$redocly_log" 2>&1 || redocly_status=$?
grep -Ev "$noise" "$redocly_log" | cat -s || true

echo
echo "lint-openapi: Spectral (spectral:oas + OWASP) on $document"
spectral_status=0
npx --no-install spectral lint --ruleset .spectral.yaml --fail-severity=error --format stylish "$document" >"$spectral_log" 2>&1 || spectral_status=$?
grep -Ev "$noise" "$spectral_log" | cat -s || true

# "1 error and 4 warnings" / "You have 2 warnings." (Redocly); "(0 errors, 16 warnings, …)" (Spectral).
redocly_errors=$(grep -Eo '[0-9]+ errors?' "$redocly_log" | head -1 | grep -Eo '^[0-9]+' || echo 0)
redocly_warnings=$(grep -Eo '[0-9]+ warnings?' "$redocly_log" | head -1 | grep -Eo '^[0-9]+' || echo 0)
spectral_errors=$(grep -Eo '[0-9]+ errors' "$spectral_log" | head -1 | grep -Eo '^[0-9]+' || echo 0)
spectral_warnings=$(grep -Eo '[0-9]+ warnings' "$spectral_log" | head -1 | grep -Eo '^[0-9]+' || echo 0)

echo
echo "lint-openapi: summary for $document"
printf '  Redocly  (recommended):          %s errors, %s warnings  -> %s\n' "$redocly_errors" "$redocly_warnings" "$([[ $redocly_status -eq 0 ]] && echo ok || echo FAILED)"
printf '  Spectral (spectral:oas + OWASP): %s errors, %s warnings  -> %s\n' "$spectral_errors" "$spectral_warnings" "$([[ $spectral_status -eq 0 ]] && echo ok || echo FAILED)"

[[ $redocly_status -eq 0 && $spectral_status -eq 0 ]]
