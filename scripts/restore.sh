#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into an EMPTY PostgreSQL database (create it first, e.g.
# `createdb tagih`) and its files into DATA_DIR; then start the server on both.
#
#   DATABASE_URL=postgres://user:pass@host:5432/tagih DATA_DIR=/srv/tagih/data scripts/restore.sh <backup folder>
#
# Refuses a database that already has tables, and a backup whose checksums do not match.
set -euo pipefail

folder="${1:?usage: scripts/restore.sh <backup folder made by scripts/backup.sh>}"
# DATABASE_URL(_FILE) and DATABASE_PASSWORD(_FILE), read as the server reads them.
source "$(dirname "$0")/database-env.sh"
: "${DATABASE_URL:?restore.sh: set DATABASE_URL to the empty database to restore into}"
if [ ! -f "$folder/database.dump" ]; then
  echo "restore.sh: $folder/database.dump not found: name a folder made by scripts/backup.sh" >&2
  exit 2
fi
(cd "$folder" && sha256sum --check --quiet SHA256SUMS) || {
  echo "restore.sh: $folder does not match its SHA256SUMS: the backup is damaged" >&2
  exit 2
}

tables="$(psql "$DATABASE_URL" --no-psqlrc --tuples-only --no-align --command \
  "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")"
if [ "$tables" != "0" ]; then
  echo "restore.sh: the database already has $tables tables; restore only into an empty database" >&2
  exit 3
fi

# One transaction: a restore that fails leaves the database empty, not half-filled.
pg_restore --exit-on-error --single-transaction --no-owner --no-privileges \
  --dbname="$DATABASE_URL" "$folder/database.dump"
if [ -f "$folder/files.tar.gz" ]; then
  data_dir="${DATA_DIR:-./data}"
  mkdir -p "$data_dir"
  tar -C "$data_dir" -xzf "$folder/files.tar.gz"
fi
echo "restored $folder"
