-- What changed in the directory, by tag, so each process's read cache drops only the responses a commit changed
-- (directory/readCache.ts). The data version of migration 003 moves with every directory write, and while operations
-- write (detection: a batch every few hundred milliseconds) it emptied every cached page, details of untouched
-- creators and videos included.
--
-- Every statement that writes a directory table appends one row: the tags of the rows it wrote (old and new), with
-- its transaction id. A reader keeps the snapshot of its last look and reads the rows committed since
-- (directory_changes_since): the ones whose transaction was not yet visible in that snapshot and is now. Commit order
-- cannot hide a row: a transaction running at the last look is in that snapshot's list of running ones, whatever its id.
--
-- The tags (docs/decisions.md "Read cache"):
--   s            any sponsorship              s:<id>, s.b:<brand>, s.c:<channel>, s.v:<video>   a sponsorship row
--   c            any creator                  c:<channel>                                       a creator row
--   cn, cn:<channel>   a creator's fields other resources show (title, handle, avatar)
--   v            any video                    v:<video>, v.c:<channel>                          a video row
--   vn:<video>   a video's fields other resources show (title, thumbnail, platform, format, published, duration, counts)
--   b            any brand                    b:<brand>                                         a brand row
--   bn:<brand>   a brand's fields other resources show (name, kind, domains)
--   a            any agency;  bd:<domain>     the brand a domain belongs to;  *  everything (TRUNCATE, bulk loads)
-- Aggregate counters (sponsorship counts, last times) and detection's processing fields move the row's own tags
-- only, so a detection batch leaves the details of other resources that show the row cached.

create table directory_changes (
  xid xid8 not null default pg_current_xact_id(),
  -- When the row was written (not the transaction's start): rows older than an hour are removed by the readers.
  at timestamptz not null default clock_timestamp(),
  tags text[] not null
);
create index directory_changes_xid on directory_changes (xid);

-- The tags committed since the snapshot `prev` (a reader's last look), as of the calling statement's snapshot: rows
-- of transactions that started after it (xid ≥ its xmax) or were running in it (its xip list); any other row's
-- transaction had ended before it, so the last look saw the row. Both are index reads, however far back the oldest
-- running transaction of the cluster holds the snapshot's xmin.
create function directory_changes_since(prev pg_snapshot) returns text[] language sql stable as $$
  select coalesce(array_agg(distinct t), '{}') from directory_changes d, unnest(d.tags) t
  where d.xid >= pg_snapshot_xmax(prev) or d.xid in (select pg_snapshot_xip(prev))
$$;

create function directory_changes_add(p_tags text[]) returns void language sql as $$
  insert into directory_changes (tags) select p_tags where cardinality(p_tags) > 0
$$;

-- Everything changed: a bulk load with triggers off (the demo seed) calls it, as TRUNCATE's triggers do.
create function directory_changed_everything() returns void language sql as $$
  select directory_changes_add('{*}');
  update directory_version set n = n + 1 where shard = 0;
$$;

create function directory_changes_truncate() returns trigger language plpgsql as $$
begin
  perform directory_changes_add('{*}');
  return null;
end $$;

-- A transition table exists only for its events, so each function reads the ones its event has. `k` holds a row's
-- key columns and whether it changed what other resources show (always, for rows that appear or disappear).
create function sponsorships_changes() returns trigger language plpgsql as $$
declare t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct x) into t from new_rows r,
      lateral (values ('s:' || r.id), ('s.b:' || r.brand_id), ('s.c:' || r.channel_id), ('s.v:' || r.video_id)) v(x);
  elsif tg_op = 'DELETE' then
    select array_agg(distinct x) into t from old_rows r,
      lateral (values ('s:' || r.id), ('s.b:' || r.brand_id), ('s.c:' || r.channel_id), ('s.v:' || r.video_id)) v(x);
  else
    select array_agg(distinct x) into t
    from (select id, brand_id, channel_id, video_id from new_rows union all
          select id, brand_id, channel_id, video_id from old_rows) r,
      lateral (values ('s:' || r.id), ('s.b:' || r.brand_id), ('s.c:' || r.channel_id), ('s.v:' || r.video_id)) v(x);
  end if;
  if t is not null then perform directory_changes_add('{s}' || t); end if;
  return null;
end $$;

create function creators_changes() returns trigger language plpgsql as $$
declare t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(x) into t from new_rows r, lateral (values ('c:' || r.channel_id), ('cn:' || r.channel_id)) v(x);
  elsif tg_op = 'DELETE' then
    select array_agg(x) into t from old_rows r, lateral (values ('c:' || r.channel_id), ('cn:' || r.channel_id)) v(x);
  else
    select array_agg(x) into t from new_rows n join old_rows o on o.channel_id = n.channel_id,
      lateral (values ('c:' || n.channel_id),
        (case when (n.title, n.handle, n.avatar_url) is distinct from (o.title, o.handle, o.avatar_url) then 'cn:' || n.channel_id end)) v(x)
    where x is not null;
  end if;
  if t is not null then
    perform directory_changes_add('{c}' || t || case when exists (select from unnest(t) x where x like 'cn:%') then '{cn}'::text[] else '{}' end);
  end if;
  return null;
end $$;

create function videos_changes() returns trigger language plpgsql as $$
declare t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct x) into t from new_rows r,
      lateral (values ('v:' || r.video_id), ('v.c:' || r.channel_id), ('vn:' || r.video_id)) v(x);
  elsif tg_op = 'DELETE' then
    select array_agg(distinct x) into t from old_rows r,
      lateral (values ('v:' || r.video_id), ('v.c:' || r.channel_id), ('vn:' || r.video_id)) v(x);
  else
    select array_agg(distinct x) into t from new_rows n join old_rows o on o.video_id = n.video_id,
      lateral (values ('v:' || n.video_id), ('v.c:' || n.channel_id), ('v.c:' || o.channel_id),
        (case when (n.title, n.thumbnail_url, n.platform, n.format, n.published_at, n.duration_seconds, n.view_count,
                    n.like_count, n.comment_count, n.channel_id)
               is distinct from (o.title, o.thumbnail_url, o.platform, o.format, o.published_at, o.duration_seconds,
                    o.view_count, o.like_count, o.comment_count, o.channel_id)
          then 'vn:' || n.video_id end)) v(x)
    where x is not null;
  end if;
  if t is not null then perform directory_changes_add('{v}' || t); end if;
  return null;
end $$;

create function brands_changes() returns trigger language plpgsql as $$
declare t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(x) into t from new_rows r, lateral (values ('b:' || r.id), ('bn:' || r.id)) v(x);
  elsif tg_op = 'DELETE' then
    select array_agg(x) into t from old_rows r, lateral (values ('b:' || r.id), ('bn:' || r.id)) v(x);
  else
    select array_agg(x) into t from new_rows n join old_rows o on o.id = n.id,
      lateral (values ('b:' || n.id),
        (case when (n.name, n.kind, n.domains) is distinct from (o.name, o.kind, o.domains) then 'bn:' || n.id end)) v(x)
    where x is not null;
  end if;
  if t is not null then perform directory_changes_add('{b}' || t); end if;
  return null;
end $$;

create function agencies_changes() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if not exists (select from old_rows) then return null; end if;
  elsif not exists (select from new_rows) then
    return null;
  end if;
  perform directory_changes_add('{a}');
  return null;
end $$;

create function brand_domains_changes() returns trigger language plpgsql as $$
declare t text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct 'bd:' || domain) into t from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct 'bd:' || domain) into t from old_rows;
  else
    select array_agg(distinct 'bd:' || domain) into t from (select domain from new_rows union all select domain from old_rows) r;
  end if;
  if t is not null then perform directory_changes_add(t); end if;
  return null;
end $$;

do $$
declare t text;
begin
  foreach t in array array['sponsorships', 'creators', 'videos', 'brands', 'agencies', 'brand_domains'] loop
    execute format('create trigger %I after insert on %I referencing new table as new_rows
      for each statement execute function %I()', t || '_changes_insert', t, t || '_changes');
    execute format('create trigger %I after update on %I referencing old table as old_rows new table as new_rows
      for each statement execute function %I()', t || '_changes_update', t, t || '_changes');
    execute format('create trigger %I after delete on %I referencing old table as old_rows
      for each statement execute function %I()', t || '_changes_delete', t, t || '_changes');
    execute format('create trigger %I after truncate on %I for each statement execute function directory_changes_truncate()',
      t || '_changes_truncate', t);
  end loop;
end $$;
