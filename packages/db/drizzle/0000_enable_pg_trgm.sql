-- Trigram indexes serve the list searches (any part of a name, case-insensitive).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
