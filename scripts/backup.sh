#!/usr/bin/env bash
# Backs up everything a restore needs: the PostgreSQL database (pg_dump, custom format) and the uploaded files
# kept on disk under DATA_DIR/files (payment proofs, login backgrounds; none once files live in the database).
#
#   DATABASE_URL=postgres://user:pass@host:5432/tagih DATA_DIR=/srv/tagih/data scripts/backup.sh [folder]
#
# Writes <folder, default ./backups>/tagih-<UTC time>/ with database.dump, files.tar.gz (when there are files)
# and SHA256SUMS, and prints that folder's path. DATABASE_URL_FILE and DATABASE_PASSWORD(_FILE) are read as
# the server reads them. Needs pg_dump of the server's major version or newer. The embedded database (no
# DATABASE_URL) is not backed up here: stop the server and copy its DATA_DIR whole (README "Backups").
set -euo pipefail

# DATABASE_URL(_FILE) and DATABASE_PASSWORD(_FILE), read as the server reads them.
source "$(dirname "$0")/database-env.sh"
if [ -z "${DATABASE_URL:-}" ]; then
  echo "backup.sh: DATABASE_URL is not set. For the embedded database, stop the server and copy DATA_DIR." >&2
  exit 2
fi

folder="${1:-backups}/tagih-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$folder"
# Without owners and grants, so it restores under whichever role owns the new database.
pg_dump --format=custom --no-owner --no-privileges --file="$folder/database.dump" "$DATABASE_URL"
# After the dump: a file uploaded meanwhile is only an extra, never a row without its file.
data_dir="${DATA_DIR:-./data}"
if [ -d "$data_dir/files" ]; then
  tar -C "$data_dir" -czf "$folder/files.tar.gz" files
fi
(cd "$folder" && sha256sum -- * > SHA256SUMS)
echo "$folder"
