#!/usr/bin/env bash
# The Python and PHP clients' own tests (webhook verifier against the Standard Webhooks vector,
# retries, typed errors, paging against local scripted servers). Without BASE_URL and TOKEN
# the live-server tests are skipped here: e2e/api/clients.spec.ts runs them, with newman and bru,
# against the Playwright test server.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in python3 php; do
  if ! command -v "$tool" >/dev/null; then
    echo "test-clients: '$tool' is missing. Install it with: apt-get install -y python3 php-cli php-curl" >&2
    exit 1
  fi
done
php -r 'exit(extension_loaded("curl") ? 0 : 1);' || { echo "test-clients: PHP's curl extension is missing: apt-get install -y php-curl" >&2; exit 1; }

echo "Python client (python3 $(python3 -c 'import platform; print(platform.python_version())'))"
python3 -m unittest discover -s clients/python/tests
echo
echo "PHP client (php $(php -r 'echo PHP_VERSION;'))"
php clients/php/tests/run.php
