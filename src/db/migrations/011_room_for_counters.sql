-- Rows that the aggregate triggers rewrite on every detection get room in their pages, so the new version stays
-- on the same page without an index entry (a heap-only update) whenever no indexed column changes:
-- - creators: video, processed-video and sponsorship counts and the last sponsorship time, none indexed. A full
--   page sent each rewrite elsewhere, with an entry in all four indexes, one of them a trigram GIN index (about
--   40% of creator updates were heap-only on the large demo set before; their rows are about 1 kB).
-- - sponsorships: re-detection rewrites the evidence of a sponsorship whose links or chapters changed.
-- - creator_type_stats: a count per (creator, type), only its key indexed.
-- (videos got the same in 009.) Pages written from now on keep the room; `VACUUM FULL` on these tables in a
-- quiet hour (or pg_repack) rewrites the existing ones.
alter table creators set (fillfactor = 80);
alter table sponsorships set (fillfactor = 90);
alter table creator_type_stats set (fillfactor = 80);
