-- A creator's top brands and a brand's top creators (the details' topBrands and topCreators) read their rows of
-- creator_brand_stats through the index of their key and count, then each row from the table for its last
-- sponsorship time: a creator with six brands read six table pages, one a row (its rows were written at different
-- times), each a page a first touch finds outside the shared buffers. The indexes now carry that time too, so the
-- read is an index-only scan of one or two leaf pages (docs/decisions.md "Reads at first touch").
--
-- No write costs more: last_sponsorship_at is already a key of creator_brand_stats_brand_last, so an update that
-- changes it already writes every index of the table (none of its updates is heap-only).
drop index creator_brand_stats_creator;
create index creator_brand_stats_creator on creator_brand_stats (channel_id, sponsorship_count desc, brand_id)
  include (last_sponsorship_at);
drop index creator_brand_stats_brand;
create index creator_brand_stats_brand on creator_brand_stats (brand_id, sponsorship_count desc, channel_id)
  include (last_sponsorship_at);
