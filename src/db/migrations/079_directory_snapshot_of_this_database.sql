-- The snapshot an export file is kept with, without the transactions of other databases (docs/decisions.md "The export
-- cache and the cluster's other databases"). xids are the cluster's: pg_current_snapshot() lists every database's
-- running transactions, and its xmin is the oldest of them. directory_changed_since() compares that xmin with the
-- highest xid a prune deleted, so while any transaction anywhere in the cluster stayed open (another application's,
-- a migration, a bulk load) every file read after a prune counted as changed and no export was served from cache.
-- A transaction of another database can never write this one's tables: its xid is dropped from the list, and the xmin
-- is the oldest of the ones left (or the xmax). A transaction that ended before pg_stat_activity is read is kept
-- (nothing says where it ran), so the snapshot only ever drops what could not have written here.
create function directory_snapshot() returns pg_snapshot language sql volatile as $$
  with s as (select pg_current_snapshot() as s),
  here as (
    select x from s, pg_snapshot_xip(s.s) x
    where not exists (
      select 1 from pg_stat_activity a
      where a.backend_xid = xid(x) and a.datname is distinct from current_database()
    )
  )
  select (coalesce((select min(x) from here), pg_snapshot_xmax(s.s))::text || ':' || pg_snapshot_xmax(s.s)::text || ':'
    || coalesce((select string_agg(x::text, ',' order by x) from here), ''))::pg_snapshot
  from s
$$;
comment on function directory_snapshot() is
  'The calling transaction''s snapshot without the running transactions of other databases (which cannot write this one): the snapshot an export file is kept with (src/exports/run.ts, directory_changed_since())';
