#!/usr/bin/env bash
# A second, throw-away PostgreSQL cluster on 127.0.0.1:5433 for CI's parallel int files and the bench smoke run;
# prints its admin URL. Why a cluster and not a database: the files that read the global event log (int-serial in
# vitest.config.ts) wait for every transaction open anywhere in the cluster (pg_snapshot_xmin), so on one cluster
# they could not run beside the others. On its own cluster the serial half runs beside the parallel half and the
# benches, and the int tier's wall time is the longer of the two instead of their sum (docs/performance.md § CI time).
# Durability is off (fsync, synchronous commit): the data lives as long as the run. Exits non-zero, printing
# nothing, when no cluster can be made here (no initdb, port taken); .ci/run then runs the halves one after another.
set -euo pipefail
PORT="${CI_SECOND_PG_PORT:-5433}"
DIR="${CI_SECOND_PG_DIR:-/tmp/fast-track-ci-postgres-$PORT}"
URL="postgres://postgres@127.0.0.1:$PORT/postgres"

reachable() { (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; }
ready() { pg_isready -q -h 127.0.0.1 -p "$PORT" -U postgres 2>/dev/null || psql -q "$URL" -c 'select 1' >/dev/null 2>&1; }

if reachable; then
  # Ours from an earlier run on this machine (same data folder), or someone else's: use it only if it is ours.
  if [ -f "$DIR/PG_VERSION" ] && ready; then echo "$URL"; exit 0; fi
  echo "port $PORT is taken by something else" >&2
  exit 1
fi

bindir="$(pg_config --bindir 2>/dev/null || true)"
[ -x "$bindir/initdb" ] || bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)"
[ -x "$bindir/initdb" ] || { echo "no initdb on this machine" >&2; exit 1; }

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

rm -rf "$DIR"
mkdir -p "$DIR"
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
as_owner "$bindir/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
as_owner "$bindir/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 60 start \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null
ready || { echo "the second cluster did not start (see $DIR/server.log)" >&2; exit 1; }
echo "$URL"
