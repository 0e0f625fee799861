-- A list page of videos, creators or brands is dropped from the read cache only by a write that changes which rows it
-- shows or their order, or changes a row it shows (directory/reads.ts tags each page with its rows' ids).
--
-- Migration 019 tagged every update of a video, creator or brand with its table's tag (`v`, `c`, `b`), which every
-- unfiltered list page of that table carries. Detection updates every video it claims and processes (their processing
-- state) and every creator and brand it counts for, ten times a second while it runs: each of those commits dropped
-- every cached video, creator and brand list, the costliest pages to compute again (measured: `npm run bench -- mix`).
--
-- An update now moves the table's tag only when it changes a column every list of the table filters or orders by;
-- a column that one order or one filter reads has its own tag, so the pages in other orders stay:
--   videos     v, v.c:<channel> (old and new)   channel, title (search), publication time, platform, format
--              v.vc, v.vc:<channel>             view count (the -viewCount order)
--              v.ps                             processing state (the processingState filter)
--   creators   c                                platform, title and handle (search)
--              c.sub, c.sc, c.ls                subscriber count, sponsorship count, last sponsorship time (the orders)
--   brands     b                                name and domains (the name order, search)
--              b.sc, b.ls                       sponsorship count, last sponsorship time (the orders)
-- The row's own tag (v:<id>, c:<channel>, b:<id>) and its shown-fields tag (vn, cn, bn) move as before. An insert or a
-- delete moves the table's tag, as before: it changes which rows some page shows.

create or replace function creators_changes() returns trigger language plpgsql as $$
declare t text[];
begin
  if tg_op = 'INSERT' then
    select '{c}' || array_agg(x) into t from new_rows r, lateral (values ('c:' || r.channel_id), ('cn:' || r.channel_id)) v(x);
  elsif tg_op = 'DELETE' then
    select '{c}' || array_agg(x) into t from old_rows r, lateral (values ('c:' || r.channel_id), ('cn:' || r.channel_id)) v(x);
  else
    select array_agg(distinct x) into t from new_rows n join old_rows o on o.channel_id = n.channel_id,
      lateral (values ('c:' || n.channel_id),
        (case when (n.title, n.handle, n.avatar_url) is distinct from (o.title, o.handle, o.avatar_url) then 'cn:' || n.channel_id end),
        (case when (n.platform, n.title, n.handle) is distinct from (o.platform, o.title, o.handle) then 'c' end),
        (case when n.subscriber_count is distinct from o.subscriber_count then 'c.sub' end),
        (case when n.sponsorship_count is distinct from o.sponsorship_count then 'c.sc' end),
        (case when n.last_sponsorship_at is distinct from o.last_sponsorship_at then 'c.ls' end)) v(x)
    where x is not null;
  end if;
  if t is not null then
    perform directory_changes_add(t || case when exists (select from unnest(t) x where x like 'cn:%') then '{cn}'::text[] else '{}' end);
  end if;
  return null;
end $$;

create or replace function videos_changes() returns trigger language plpgsql as $$
declare t text[];
begin
  if tg_op = 'INSERT' then
    select '{v}' || array_agg(distinct x) into t from new_rows r,
      lateral (values ('v:' || r.video_id), ('v.c:' || r.channel_id), ('vn:' || r.video_id)) v(x);
  elsif tg_op = 'DELETE' then
    select '{v}' || array_agg(distinct x) into t from old_rows r,
      lateral (values ('v:' || r.video_id), ('v.c:' || r.channel_id), ('vn:' || r.video_id)) v(x);
  else
    select array_agg(distinct x) into t from new_rows n join old_rows o on o.video_id = n.video_id,
      lateral (select (n.channel_id, n.title, n.published_at, n.platform, n.format)
        is distinct from (o.channel_id, o.title, o.published_at, o.platform, o.format) as listed,
        n.view_count is distinct from o.view_count as viewed) k,
      lateral (values ('v:' || n.video_id),
        (case when k.listed then 'v' end),
        (case when k.listed then 'v.c:' || n.channel_id end),
        (case when k.listed then 'v.c:' || o.channel_id end),
        (case when k.viewed then 'v.vc' end),
        (case when k.viewed then 'v.vc:' || n.channel_id end),
        (case when n.processing_state is distinct from o.processing_state then 'v.ps' end),
        (case when (n.title, n.thumbnail_url, n.platform, n.format, n.published_at, n.duration_seconds, n.view_count,
                    n.like_count, n.comment_count, n.channel_id)
               is distinct from (o.title, o.thumbnail_url, o.platform, o.format, o.published_at, o.duration_seconds,
                    o.view_count, o.like_count, o.comment_count, o.channel_id)
          then 'vn:' || n.video_id end)) v(x)
    where x is not null;
  end if;
  if t is not null then perform directory_changes_add(t); end if;
  return null;
end $$;

create or replace function brands_changes() returns trigger language plpgsql as $$
declare t text[];
begin
  if tg_op = 'INSERT' then
    select '{b}' || array_agg(x) into t from new_rows r, lateral (values ('b:' || r.id), ('bn:' || r.id)) v(x);
  elsif tg_op = 'DELETE' then
    select '{b}' || array_agg(x) into t from old_rows r, lateral (values ('b:' || r.id), ('bn:' || r.id)) v(x);
  else
    select array_agg(distinct x) into t from new_rows n join old_rows o on o.id = n.id,
      lateral (values ('b:' || n.id),
        (case when (n.name, n.kind, n.domains) is distinct from (o.name, o.kind, o.domains) then 'bn:' || n.id end),
        (case when (n.name, n.domains) is distinct from (o.name, o.domains) then 'b' end),
        (case when n.sponsorship_count is distinct from o.sponsorship_count then 'b.sc' end),
        (case when n.last_sponsorship_at is distinct from o.last_sponsorship_at then 'b.ls' end)) v(x)
    where x is not null;
  end if;
  if t is not null then perform directory_changes_add(t); end if;
  return null;
end $$;

-- The changes since a snapshot as two index reads, as migration 019 meant them. Written with `or`, the planner read
-- every row of the hour the log keeps and tested each (a hashed subplan cannot drive an index scan): a look, which
-- every cached answer waits for, took 10 ms at 3,000 rows and grew with every write while detection ran.
create or replace function directory_changes_since(prev pg_snapshot) returns text[] language sql stable as $$
  select coalesce(array_agg(distinct t), '{}') from (
    select tags from directory_changes where xid >= pg_snapshot_xmax(prev)
    union all
    select tags from directory_changes where xid = any(array(select pg_snapshot_xip(prev)))
  ) d, unnest(d.tags) t
$$;
