-- Keyword search over catalog_shows.search_text is `search_text LIKE '%kw%'`. On PostgreSQL with pg_trgm
-- available (and the right to create it) a trigram GIN index serves that LIKE; anywhere else (PGlite
-- without the extension loaded, a managed database that forbids it) the query stays correct and scans
-- only the merchant's rows through catalog_shows_listing_idx.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX IF NOT EXISTS catalog_shows_search_trgm_idx ON catalog_shows USING gin (search_text gin_trgm_ops);
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm unavailable (%), keyword search runs without a trigram index', SQLERRM;
    END;
  END IF;
END
$$;
