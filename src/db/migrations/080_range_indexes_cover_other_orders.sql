-- A page whose date range is on another field than its order's (a month of detections in publication order, a year
-- of publications by views) first reads the order keys of the rows in the range through the range's own index
-- (keyset.ts pageStatement, the "few" rows) and sorts them. Those keys were read from the heap: a month of
-- detections on the 1.5M-video benchmark set (11,800 sponsorships) took 950 ms of heap reads, and, being above the
-- limit of rows read that way, the page then walked the publication order through 140,000 rows it filtered out
-- (6.6 s in all). With the other orders' keys in the range's index, the rows in a range are an index-only scan
-- (4 ms for those 11,800), so many more can be read and sorted before the walk is the better risk (NARROW_ROWS).
-- INCLUDE columns are indexed columns for HOT: view_count and the two times are each already the key of another
-- index of their table, so no update that was HOT stops being one.
create index sponsorships_order_covering on sponsorships (detected_at desc, id desc) include (published_at, view_count);
drop index sponsorships_order;
alter index sponsorships_order_covering rename to sponsorships_order;
create index sponsorships_published_order_covering on sponsorships (published_at desc, id desc) include (detected_at, view_count);
drop index sponsorships_published_order;
alter index sponsorships_published_order_covering rename to sponsorships_published_order;
create index videos_order_covering on videos (published_at desc, video_id desc) include (view_count);
drop index videos_order;
alter index videos_order_covering rename to videos_order;
comment on index sponsorships_order is
  'Newest detection first (the list''s default order); the other orders'' keys included, so the rows of a detection range are read without the heap';
comment on index sponsorships_published_order is
  'Newest publication first; the other orders'' keys included, so the rows of a publication range are read without the heap';
comment on index videos_order is
  'Newest publication first (the videos list''s default order); the view count included, so a publication range in view order is read without the heap';
