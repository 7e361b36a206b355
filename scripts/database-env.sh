#!/usr/bin/env bash
# Sourced by backup.sh and restore.sh: the database's address and password as the server reads them
# (config-secrets.ts). DATABASE_URL or DATABASE_URL_FILE names the database; DATABASE_PASSWORD or
# DATABASE_PASSWORD_FILE (compose's postgres_password secret) gives the password when the URL has none. The
# password goes to pg_dump, pg_restore and psql as PGPASSWORD, which libpq reads, so it never appears in a
# command line that `ps` shows.
if [ -z "${DATABASE_URL:-}" ] && [ -n "${DATABASE_URL_FILE:-}" ]; then
  DATABASE_URL="$(cat "$DATABASE_URL_FILE")"
fi
if [ -z "${DATABASE_PASSWORD:-}" ] && [ -n "${DATABASE_PASSWORD_FILE:-}" ]; then
  # As Docker secrets are written: the file's one line, without its trailing newline.
  DATABASE_PASSWORD="$(cat "$DATABASE_PASSWORD_FILE")"
fi
if [ -n "${DATABASE_PASSWORD:-}" ]; then
  export PGPASSWORD="$DATABASE_PASSWORD"
fi
