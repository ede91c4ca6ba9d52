#!/usr/bin/env bash
# Installs the system packages the test suite uses when they are missing: Debian's chromium
# (browser journeys) and postgresql (the PostgreSQL run). Never downloads a browser of its own.
set -euo pipefail
need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
command -v pg_lsclusters >/dev/null 2>&1 || [ -n "${TEST_POSTGRES_URL:-}" ] || need+=(postgresql)
[ ${#need[@]} -eq 0 ] && exit 0

echo "== installing ${need[*]} from Debian's repositories"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
