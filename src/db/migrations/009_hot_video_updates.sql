-- Detection rewrites a video row once or twice (processing state, summary, times). With full pages each
-- rewrite went to another page and added an entry to all five video indexes (one of them a trigram GIN).
-- Room left in each page lets PostgreSQL keep the new version on the same page without touching any index
-- when no indexed column changes (a heap-only tuple): re-detection of a processed video, summaries,
-- re-imports of statistics. A video row is about 1.2 kB, so 20% of a page holds a new version of one of its
-- rows. The setting applies to pages written from now on; `VACUUM FULL videos` (or pg_repack) in a quiet
-- hour rewrites the existing ones.
alter table videos set (fillfactor = 80);

-- Removing a sponsorship may take a brand's latest one: its last time is then the latest over its pairs.
-- Without this index that read visits every pair of the brand (thousands for a popular one).
create index creator_brand_stats_brand_last on creator_brand_stats (brand_id, last_sponsorship_at desc nulls last);
