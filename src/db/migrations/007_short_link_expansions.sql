-- Where generic short links (bit.ly/…, geni.us/…) lead, as found by following their redirects once: detection
-- reads these before it would fetch, so re-running it is deterministic and every process reuses what another
-- learned. Only settled outcomes are kept (a timeout or a network error is tried again by a later run).
create table short_link_expansions (
  -- The link as detection normalizes it ("https://" added when it had no scheme).
  short_url text primary key,
  -- The last URL reached that passed screening; null when the link led nowhere (no redirect, or refused at once).
  final_url text,
  -- The registrable domain of final_url: brand-discovery looks for the short links that lead to a brand.
  final_domain text,
  -- expanded | not-redirected | loop | too-many-hops | refused
  outcome text not null,
  hops integer not null,
  expanded_at timestamptz not null default now()
);
create index short_link_expansions_final_domain on short_link_expansions (final_domain) where final_domain is not null;
