#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL: installs Debian's postgresql when missing, starts a
# server on 127.0.0.1 in a temporary folder, sets DATABASE_URL, and always stops and removes it.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "uso: scripts/with-postgres.sh <comando> [argumentos...]" >&2
  exit 2
fi

find_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

PG_BIN="$(find_bin)"
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL não encontrado; instalando o pacote postgresql do Debian..." >&2
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql
  PG_BIN="$(find_bin)"
fi

PG_DIR="$(mktemp -d /tmp/pg-test.XXXXXX)"
chmod 755 "$PG_DIR"
AS_PG=()
if [ "$(id -u)" = "0" ]; then
  # initdb refuses to run as root.
  chown postgres:postgres "$PG_DIR"
  AS_PG=(runuser -u postgres --)
fi

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  "${AS_PG[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT INT TERM

"${AS_PG[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${AS_PG[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $PG_DIR -c fsync=off -c max_connections=200" start >/dev/null
"${AS_PG[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres app

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/app"
echo "PostgreSQL de teste em 127.0.0.1:$PORT" >&2
"$@"
