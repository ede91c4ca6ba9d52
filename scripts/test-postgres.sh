#!/usr/bin/env bash
# Runs the integration tests against a real PostgreSQL server, proving the postgres.js driver.
# Uses Debian's `postgresql` package: starts its cluster if needed and creates a test role.
# Each test file gets a database of its own (tests/setup-env.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  url="$TEST_POSTGRES_URL"
else
  if ! command -v pg_lsclusters >/dev/null 2>&1; then
    if [ "${CI:-}" = "true" ]; then
      echo "PostgreSQL is not installed (apt-get install postgresql)." >&2
      exit 1
    fi
    echo "PostgreSQL is not installed here: skipping the PostgreSQL run (apt-get install postgresql, or set TEST_POSTGRES_URL)."
    exit 0
  fi
  version=$(pg_lsclusters -h | awk 'NR==1 {print $1}')
  port=$(pg_lsclusters -h | awk 'NR==1 {print $3}')
  if [ -z "$version" ]; then
    echo "No PostgreSQL cluster found (pg_createcluster <version> main)." >&2
    exit 1
  fi
  if ! pg_lsclusters -h | awk 'NR==1 {print $4}' | grep -q online; then
    pg_ctlcluster "$version" main start
  fi
  runuser -u postgres -- psql -p "$port" -q -v ON_ERROR_STOP=1 <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'plenary_test') THEN
    CREATE ROLE plenary_test LOGIN PASSWORD 'plenary_test' CREATEDB;
  END IF;
END \$\$;
SQL
  url="postgres://plenary_test:plenary_test@127.0.0.1:${port}/postgres"
fi

TEST_POSTGRES_URL="$url" npx vitest run tests/integration
