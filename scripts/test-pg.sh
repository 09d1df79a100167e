#!/usr/bin/env bash
# `npm run test:pg [-- vitest args]`: the integration suite against PostgreSQL (decision record
# 0037). Uses TEST_DATABASE_URL when given (each test file creates and drops a database of its
# own in that cluster, so the URL's user needs CREATEDB); otherwise starts a throwaway cluster
# with scripts/pg-test-cluster.sh and stops it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  port="${PG_TEST_PORT:-55432}"
  TEST_DATABASE_URL="$(bash scripts/pg-test-cluster.sh start "$port")"
  trap 'bash scripts/pg-test-cluster.sh stop "$port"' EXIT
fi
export TEST_DATABASE_URL
if [ "$#" -eq 0 ]; then set -- tests/integration; fi
npx vitest run "$@"
