#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the test suite (issue 16; decision record 0037).
#
#   scripts/pg-test-cluster.sh start [port]   initdb in a fresh temporary folder, start it on
#                                             127.0.0.1:<port> (default 55432), trust auth, and
#                                             print its URL (postgres://respiro@127.0.0.1:<port>/respiro)
#   scripts/pg-test-cluster.sh stop  [port]   stop it and delete the folder
#
# Works as root (CI on a fresh Debian: installs Debian's `postgresql` with apt-get when missing;
# initdb refuses to run as root, so the cluster runs as the `postgres` user through runuser) and
# as an ordinary user (the cluster runs as that user). Nothing outside the temporary folder is touched.
set -euo pipefail

cmd="${1:-start}"
port="${2:-${PG_TEST_PORT:-55432}}"
state="${TMPDIR:-/tmp}/respiro-pg-test-${port}"

pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then echo "$dir"; fi
  done | sort -V | tail -n 1
}

as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    bin="$(pg_bin)"
    if [ -z "$bin" ]; then
      if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
        echo "[pg-test] installing postgresql with apt-get" >&2
        apt-get update -qq >/dev/null
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
        bin="$(pg_bin)"
      fi
      [ -n "$bin" ] || { echo "[pg-test] PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
    fi
    if [ -f "$state/dir" ] && as_owner "$bin/pg_ctl" -D "$(cat "$state/dir")" status >/dev/null 2>&1; then
      echo "postgres://respiro@127.0.0.1:${port}/respiro"
      exit 0
    fi
    rm -rf "$state"
    mkdir -p "$state"
    data="$(mktemp -d "${TMPDIR:-/tmp}/respiro-pg-data.XXXXXX")"
    echo "$data" >"$state/dir"
    if [ "$(id -u)" = "0" ]; then chown postgres: "$data"; fi
    as_owner "$bin/initdb" -D "$data" -U respiro --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$state/initdb.log" 2>&1 \
      || { cat "$state/initdb.log" >&2; exit 1; }
    # fsync off and no WAL for crash safety: the data is thrown away after the run.
    as_owner "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w \
      -o "-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${data} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      start >/dev/null
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U respiro respiro
    echo "postgres://respiro@127.0.0.1:${port}/respiro"
    ;;
  stop)
    bin="$(pg_bin)"
    if [ -f "$state/dir" ]; then
      data="$(cat "$state/dir")"
      as_owner "$bin/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
      rm -rf "$data"
    fi
    rm -rf "$state"
    ;;
  *)
    echo "usage: $0 start|stop [port]" >&2
    exit 2
    ;;
esac
