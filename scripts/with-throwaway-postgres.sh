#!/usr/bin/env bash
# Runs a command against a PostgreSQL that exists only for that command:
#   bash scripts/with-throwaway-postgres.sh vitest run --project server
# If DATABASE_URL is already set, the command simply runs against it. Otherwise this script finds
# initdb/pg_ctl (PATH, then /usr/lib/postgresql/*/bin), creates a cluster in a temporary folder,
# starts it on a free port of 127.0.0.1 (unix socket in the same folder), exports DATABASE_URL,
# runs the command, and always stops the server and deletes the folder. The command's exit code
# is this script's exit code. Without PostgreSQL binaries it fails loudly: CI must not skip.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

if [[ -n "${DATABASE_URL:-}" ]]; then
  exec "$@"
fi

# Commands such as `vitest` live in node_modules/.bin when called from an npm script; from a
# shell they may not be on PATH.
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$PATH:$repo_root/node_modules/.bin"

find_pg_bin() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    # Follow symlinks (e.g. /usr/local/bin/initdb -> /usr/lib/postgresql/15/bin/initdb) to the
    # folder that also holds createdb.
    dirname "$(readlink -f "$(command -v initdb)")"
    return 0
  fi
  local dir
  # Newest major version first.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n -r); do
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

if ! pg_bin="$(find_pg_bin)"; then
  cat >&2 <<'MSG'
with-throwaway-postgres: no PostgreSQL server binaries (initdb, pg_ctl) found on PATH or in
/usr/lib/postgresql/*/bin. Install them (Debian/Ubuntu: apt-get install postgresql) or set
DATABASE_URL to a PostgreSQL database this command may create databases in.
MSG
  exit 1
fi

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

work_dir="$(mktemp -d "${TMPDIR:-/tmp}/orbit-care-pg-XXXXXX")"
data_dir="$work_dir/data"
log_file="$work_dir/postgres.log"
port="$(free_port)"
db_name="orbit_care"
db_user="orbit"

# initdb and postgres refuse to run as root: run them as the postgres user, who owns the folder.
as_pg=()
if [[ "$(id -u)" -eq 0 ]]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-throwaway-postgres: running as root and there is no 'postgres' user to run PostgreSQL as." >&2
    rm -rf "$work_dir"
    exit 1
  fi
  chown postgres "$work_dir"
  chmod 700 "$work_dir"
  as_pg=(runuser -u postgres --)
fi

started=0
cleanup() {
  local status=$?
  if [[ "$started" -eq 1 ]]; then
    "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$data_dir" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work_dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

"${as_pg[@]}" "$pg_bin/initdb" -D "$data_dir" -U "$db_user" --auth=trust --encoding=UTF8 \
  --no-locale >"$work_dir/initdb.log" 2>&1 || {
  cat "$work_dir/initdb.log" >&2
  exit 1
}

# Throwaway: no durability needed, so skip fsync for speed.
if ! "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$data_dir" -l "$log_file" -w -t 30 \
  -o "-p $port -k $work_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null; then
  echo "with-throwaway-postgres: PostgreSQL did not start:" >&2
  cat "$log_file" >&2 || true
  exit 1
fi
started=1

if [[ -x "$pg_bin/createdb" ]]; then
  "${as_pg[@]}" "$pg_bin/createdb" -h "$work_dir" -p "$port" -U "$db_user" "$db_name"
else
  db_name="postgres" # initdb always creates it; good enough for a throwaway cluster.
fi

export DATABASE_URL="postgres://$db_user@127.0.0.1:$port/$db_name"
echo "with-throwaway-postgres: PostgreSQL $("$pg_bin/pg_ctl" --version | sed -E 's/^[^0-9]*([0-9.]+).*/\1/') on 127.0.0.1:$port" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
