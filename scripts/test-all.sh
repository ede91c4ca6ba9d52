#!/usr/bin/env bash
# The whole test suite: types, API and service tests on PGlite, the same API tests on a real
# PostgreSQL, then a production build and the browser journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-test-tools.sh

echo "== typecheck"
npx tsc --noEmit

echo "== unit and integration tests (PGlite)"
npx vitest run

echo "== integration tests (PostgreSQL)"
bash scripts/test-postgres.sh

echo "== build"
npx next build

echo "== browser journeys (Chromium)"
npx playwright test
