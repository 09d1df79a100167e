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
# Several processes (decision record 0040): tests/pg-processes runs two BUILT servers on one
# database, with its own vitest config; it runs after the integration suite when no arguments are
# given, or alone when its files are named. It needs `npm run build` (CI builds in `npm test` first).
processes_config=vitest.pg-processes.config.ts
processes=""
if [ "$#" -eq 0 ]; then processes=after; elif [[ " $* " == *" tests/pg-processes"* ]]; then processes=only; fi
ensure_build() {
  if [ ! -f build/index.js ]; then
    echo "[pg-test] build/index.js is missing: running npm run build for tests/pg-processes" >&2
    npm run build >&2 || { echo "[pg-test] npm run build failed: tests/pg-processes needs the built server" >&2; exit 1; }
  fi
}
if [ "$processes" = only ]; then
  ensure_build
  npx vitest run --config "$processes_config" "$@"
  exit 0
fi
if [ "$#" -eq 0 ]; then set -- tests/integration; fi
status=0
npx vitest run "$@" || status=$?
if [ "$processes" = after ]; then
  ensure_build
  npx vitest run --config "$processes_config" || status=$?
fi
exit "$status"
