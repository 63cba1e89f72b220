#!/usr/bin/env bash
# Starts a throw-away Postgres server on 127.0.0.1:${PGPORT} (default: the first free port from
# 55432) for the test command's Postgres leg, installing Debian's server package when it is
# missing. Prints the connection URL.
set -euo pipefail
in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port="${PGPORT:-55432}"
if [ -z "${PGPORT:-}" ]; then
  # A server left by an earlier run on this machine must not fail this one.
  while in_use "$port"; do port=$((port + 1)); done
fi
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  (apt-get update -qq && apt-get install -y -qq postgresql) >&2
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
data=$(mktemp -d /tmp/homefront-pg.XXXXXX)
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "cd / && $*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$data"
run "'$bin/initdb' -D '$data' -A trust -U postgres --no-sync" >/dev/null
run "'$bin/pg_ctl' -D '$data' -l '$data/server.log' -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=on\" -w start" >&2
echo "postgres://postgres@127.0.0.1:${port}/postgres"
