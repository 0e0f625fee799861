-- A sponsorship search in the default order (newest detection first) walks this index and tests each row's search
-- document until it has a page: for a word in 1 % of the documents, some 5,000 rows, each a heap fetch of the whole
-- row (the stored item, the evidence) at another place of the table — 20–40 ms a page on the 1.5M-video benchmark
-- set, the costliest read while detection writes (docs/decisions.md "Search pages: their keys from the order's index").
-- With the document in the index, the walk is an index-only scan that tests it there, and only the page's rows are
-- read from the heap (keyset.ts pageStatement, keysFirst): 2–4 ms. `search` is already indexed (the trigram index), so
-- no update that was HOT stops being one.
create index sponsorships_order_covering on sponsorships (detected_at desc, id desc)
  include (published_at, view_count, search);
drop index sponsorships_order;
alter index sponsorships_order_covering rename to sponsorships_order;
comment on index sponsorships_order is
  'Newest detection first (the list''s default order); the other orders'' keys and the search document included, so the rows of a detection range are read without the heap, and a search page tests the document here';
