-- What discovery measures its sources by, and how its searches go past what YouTube lists of one search.

-- A search YouTube lists only its first 500 results of (10 pages) goes on past them: a brand's video search is read
-- newest first (order=date), and once its 10 pages are read while YouTube has more, it starts again from the first
-- page of the results published before the oldest one read (publishedBefore). `pages` stays the search's pages in all
-- (what its yield is measured on); `window_pages` counts those of the current window.
alter table discovery_searches
  add column published_before timestamptz,
  add column window_pages integer not null default 0 check (window_pages >= 0);
update discovery_searches set window_pages = pages;

-- The kind of source that first named a candidate: what a source's yield is measured on (src/discovery/yield.ts), where
-- `sources` holds every source that named it since, in no order. Null for candidates found before it was kept.
alter table discovery_candidates add column found_by text;
