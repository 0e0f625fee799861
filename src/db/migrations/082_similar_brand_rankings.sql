-- Similar brands without computing them per request (issue 35): each brand's ranking stored with the snapshot it was
-- read in (directory_snapshot(), as an export file), served while no directory write has committed since
-- (directory_changed_since(), as the export cache), so a stored ranking is never stale when served. The worker's
-- refresher (src/directory/similarRankings.ts) computes the missing and stale ones once the directory is quiet; a
-- request finding none computes the ranking itself.
create table similar_brand_rankings (
  brand_id uuid primary key references brands (id) on delete cascade,
  data_snapshot pg_snapshot not null,
  items text[] not null,
  computed_at timestamptz not null default clock_timestamp()
);

comment on table similar_brand_rankings is 'Each brand''s similar brands as read in data_snapshot: items are the first SIMILAR_BRANDS_MAX list items (JSON text), best first; served only while not directory_changed_since(data_snapshot) (src/directory/similar.ts)';

-- directory_changed_since() read the whole change log on every call once its plans were generic: the planner cannot
-- see the snapshot, guesses that `xid >= pg_snapshot_xmax(prev)` keeps a third of the log and that `xid =
-- any(array(...))` keeps nearly all of it, and scanned 120,000 rows (6 ms) to find none. The first row after the
-- snapshot by the xid index (order by, limit 1), and one index probe a transaction running at the snapshot, read the
-- same answer from the index whatever the plan.
create or replace function directory_changed_since(prev pg_snapshot) returns boolean language plpgsql stable as $$
begin
  return exists (select 1 from (select xid from directory_changes where xid >= pg_snapshot_xmax(prev) order by xid limit 1) a)
    or exists (select 1 from pg_snapshot_xip(prev) x where exists (select 1 from directory_changes d where d.xid = x))
    or (select max_xid from directory_changes_pruned) >= pg_snapshot_xmin(prev);
end $$;
