-- The aggregates (creator/brand counts, last times, pairs, by-type, by-agency, video counts) are kept by
-- statement-level triggers that see every changed row at once (transition tables), instead of one trigger
-- call and half a dozen single-row statements per changed row. A detection batch that writes 50 videos and
-- 20 sponsorships now runs a handful of set-based statements; the numbers are the same (test/http/
-- aggregates.test.ts compares them with a full recount after inserts, updates and deletes of every kind).
--
-- Rows are grouped and sorted by key before the aggregate rows are written, so concurrent writers lock the
-- aggregate rows they share in the same order.

drop trigger sponsorships_stats on sponsorships;
drop function sponsorships_stats();
drop function sponsorship_stats_add(sponsorships, integer);
drop trigger videos_stats on videos;
drop function videos_stats();

-- Applies signed changes to the aggregates. Each element is one sponsorship added (d > 0) or removed
-- (d < 0) with the fields the aggregates depend on; identical additions and removals have cancelled out.
create function sponsorship_stats_apply(p_ch text[], p_br uuid[], p_ty text[], p_ag uuid[], p_ts timestamptz[], p_d integer[])
returns void language plpgsql as $$
declare
  removed boolean := -1 >= any(p_d);
begin
  -- Pairs (creator, brand): counts and last times; creators and brands: counts, brand/creator counts from the
  -- pairs that appear or disappear (before = after - change), last times when only additions happened.
  with x as (
    select * from unnest(p_ch, p_br, p_ty, p_ag, p_ts, p_d) as x(channel_id, brand_id, type, agency_id, detected_at, d)
  ), p as (
    select channel_id, brand_id, sum(d)::int as dn, max(detected_at) filter (where d > 0) as added_at
    from x group by channel_id, brand_id order by channel_id, brand_id
  ), up as (
    insert into creator_brand_stats as c (channel_id, brand_id, sponsorship_count, last_sponsorship_at)
    select channel_id, brand_id, dn, added_at from p
    on conflict (channel_id, brand_id) do update
      set sponsorship_count = c.sponsorship_count + excluded.sponsorship_count,
          last_sponsorship_at = greatest(c.last_sponsorship_at, excluded.last_sponsorship_at)
    returning channel_id, brand_id, sponsorship_count as after
  ), pa as (
    select p.channel_id, p.brand_id, p.dn, p.added_at, (up.after - p.dn > 0) as had, (up.after > 0) as has
    from p join up on up.channel_id = p.channel_id and up.brand_id = p.brand_id
  ), cu as (
    update creators cr set
      sponsorship_count = cr.sponsorship_count + g.dn,
      brand_count = cr.brand_count + g.db,
      last_sponsorship_at = greatest(cr.last_sponsorship_at, g.added_at),
      updated_at = now()
    from (
      select channel_id, sum(dn)::int as dn, (count(*) filter (where has and not had) - count(*) filter (where had and not has))::int as db,
        max(added_at) as added_at
      from pa group by channel_id order by channel_id
    ) g
    where cr.channel_id = g.channel_id
  )
  update brands b set
    sponsorship_count = b.sponsorship_count + g.dn,
    creator_count = b.creator_count + g.dc,
    last_sponsorship_at = greatest(b.last_sponsorship_at, g.added_at),
    updated_at = now()
  from (
    select brand_id, sum(dn)::int as dn, (count(*) filter (where has and not had) - count(*) filter (where had and not has))::int as dc,
      max(added_at) as added_at
    from pa group by brand_id order by brand_id
  ) g
  where b.id = g.brand_id;

  if removed then
    -- A removal may have taken the latest one: last times are recomputed from what remains.
    delete from creator_brand_stats c
    using (select distinct channel_id, brand_id from unnest(p_ch, p_br, p_d) as x(channel_id, brand_id, d) where d < 0) r
    where c.channel_id = r.channel_id and c.brand_id = r.brand_id and c.sponsorship_count <= 0;
    update creator_brand_stats c set last_sponsorship_at =
      (select max(s.detected_at) from sponsorships s where s.channel_id = c.channel_id and s.brand_id = c.brand_id)
    from (select distinct channel_id, brand_id from unnest(p_ch, p_br, p_d) as x(channel_id, brand_id, d) where d < 0 order by 1, 2) r
    where c.channel_id = r.channel_id and c.brand_id = r.brand_id;
    update creators cr set last_sponsorship_at =
      (select max(s.last_sponsorship_at) from creator_brand_stats s where s.channel_id = cr.channel_id)
    from (select distinct channel_id from unnest(p_ch, p_d) as x(channel_id, d) where d < 0 order by 1) r
    where cr.channel_id = r.channel_id;
    update brands b set last_sponsorship_at =
      (select max(s.last_sponsorship_at) from creator_brand_stats s where s.brand_id = b.id)
    from (select distinct brand_id from unnest(p_br, p_d) as x(brand_id, d) where d < 0 order by 1) r
    where b.id = r.brand_id;
  end if;

  -- By type.
  insert into creator_type_stats as c (channel_id, type, sponsorship_count)
  select channel_id, type, sum(d)::int from unnest(p_ch, p_ty, p_d) as x(channel_id, type, d)
  group by channel_id, type having sum(d) <> 0 order by channel_id, type
  on conflict (channel_id, type) do update set sponsorship_count = c.sponsorship_count + excluded.sponsorship_count;
  insert into brand_type_stats as b (brand_id, type, sponsorship_count)
  select brand_id, type, sum(d)::int from unnest(p_br, p_ty, p_d) as x(brand_id, type, d)
  group by brand_id, type having sum(d) <> 0 order by brand_id, type
  on conflict (brand_id, type) do update set sponsorship_count = b.sponsorship_count + excluded.sponsorship_count;

  -- By agency (a video holds one sponsorship per brand, so these are videos).
  insert into brand_agency_stats as a (brand_id, agency_id, video_count, last_seen_at)
  select brand_id, agency_id, sum(d)::int, max(detected_at) filter (where d > 0)
  from unnest(p_br, p_ag, p_ts, p_d) as x(brand_id, agency_id, detected_at, d) where agency_id is not null
  group by brand_id, agency_id order by brand_id, agency_id
  on conflict (brand_id, agency_id) do update
    set video_count = a.video_count + excluded.video_count, last_seen_at = greatest(a.last_seen_at, excluded.last_seen_at);

  if removed then
    delete from creator_type_stats c using (select distinct channel_id, type from unnest(p_ch, p_ty, p_d) as x(channel_id, type, d) where d < 0) r
    where c.channel_id = r.channel_id and c.type = r.type and c.sponsorship_count <= 0;
    delete from brand_type_stats b using (select distinct brand_id, type from unnest(p_br, p_ty, p_d) as x(brand_id, type, d) where d < 0) r
    where b.brand_id = r.brand_id and b.type = r.type and b.sponsorship_count <= 0;
    delete from brand_agency_stats a
    using (select distinct brand_id, agency_id from unnest(p_br, p_ag, p_d) as x(brand_id, agency_id, d) where d < 0 and agency_id is not null) r
    where a.brand_id = r.brand_id and a.agency_id = r.agency_id and a.video_count <= 0;
    update brand_agency_stats a set last_seen_at =
      (select max(s.detected_at) from sponsorships s where s.brand_id = a.brand_id and s.agency_id = a.agency_id)
    from (select distinct brand_id, agency_id from unnest(p_br, p_ag, p_d) as x(brand_id, agency_id, d) where d < 0 and agency_id is not null order by 1, 2) r
    where a.brand_id = r.brand_id and a.agency_id = r.agency_id;
  end if;
end $$;

create function sponsorships_stats_insert() returns trigger language plpgsql as $$
declare ch text[]; br uuid[]; ty text[]; ag uuid[]; ts timestamptz[]; d integer[];
begin
  select array_agg(channel_id), array_agg(brand_id), array_agg(type), array_agg(agency_id), array_agg(detected_at), array_agg(1)
  into ch, br, ty, ag, ts, d from new_rows;
  if ch is not null then perform sponsorship_stats_apply(ch, br, ty, ag, ts, d); end if;
  return null;
end $$;

create function sponsorships_stats_delete() returns trigger language plpgsql as $$
declare ch text[]; br uuid[]; ty text[]; ag uuid[]; ts timestamptz[]; d integer[];
begin
  select array_agg(channel_id), array_agg(brand_id), array_agg(type), array_agg(agency_id), array_agg(detected_at), array_agg(-1)
  into ch, br, ty, ag, ts, d from old_rows;
  if ch is not null then perform sponsorship_stats_apply(ch, br, ty, ag, ts, d); end if;
  return null;
end $$;

-- An update is the removal of the old row and the addition of the new one; rows whose counted fields did
-- not change cancel out.
create function sponsorships_stats_update() returns trigger language plpgsql as $$
declare ch text[]; br uuid[]; ty text[]; ag uuid[]; ts timestamptz[]; d integer[];
begin
  select array_agg(channel_id), array_agg(brand_id), array_agg(type), array_agg(agency_id), array_agg(detected_at), array_agg(n)
  into ch, br, ty, ag, ts, d
  from (
    select channel_id, brand_id, type, agency_id, detected_at, sum(n)::int as n
    from (
      select channel_id, brand_id, type, agency_id, detected_at, -1 as n from old_rows
      union all
      select channel_id, brand_id, type, agency_id, detected_at, 1 from new_rows
    ) u
    group by channel_id, brand_id, type, agency_id, detected_at
    having sum(n) <> 0
  ) x;
  if ch is not null then perform sponsorship_stats_apply(ch, br, ty, ag, ts, d); end if;
  return null;
end $$;

create trigger sponsorships_stats_insert after insert on sponsorships
  referencing new table as new_rows for each statement execute function sponsorships_stats_insert();
create trigger sponsorships_stats_delete after delete on sponsorships
  referencing old table as old_rows for each statement execute function sponsorships_stats_delete();
create trigger sponsorships_stats_update after update on sponsorships
  referencing old table as old_rows new table as new_rows for each statement execute function sponsorships_stats_update();

-- Video counts per creator: +1 per new row, -1 per removed row, an update is both; zero sums are skipped.
create function videos_stats_apply(p_ch text[], p_n integer[], p_p integer[]) returns void language plpgsql as $$
begin
  update creators c set video_count = c.video_count + g.n, processed_video_count = c.processed_video_count + g.p, updated_at = now()
  from (
    select channel_id, sum(n)::int as n, sum(p)::int as p from unnest(p_ch, p_n, p_p) as x(channel_id, n, p)
    group by channel_id having sum(n) <> 0 or sum(p) <> 0 order by channel_id
  ) g
  where c.channel_id = g.channel_id;
end $$;

create function videos_stats_insert() returns trigger language plpgsql as $$
declare ch text[]; n integer[]; p integer[];
begin
  select array_agg(channel_id), array_agg(1), array_agg(case when processing_state = 'processed' then 1 else 0 end)
  into ch, n, p from new_rows;
  if ch is not null then perform videos_stats_apply(ch, n, p); end if;
  return null;
end $$;

create function videos_stats_delete() returns trigger language plpgsql as $$
declare ch text[]; n integer[]; p integer[];
begin
  select array_agg(channel_id), array_agg(-1), array_agg(case when processing_state = 'processed' then -1 else 0 end)
  into ch, n, p from old_rows;
  if ch is not null then perform videos_stats_apply(ch, n, p); end if;
  return null;
end $$;

create function videos_stats_update() returns trigger language plpgsql as $$
declare ch text[]; n integer[]; p integer[];
begin
  select array_agg(channel_id), array_agg(dn), array_agg(dp) into ch, n, p
  from (
    select channel_id, sum(dn)::int as dn, sum(dp)::int as dp
    from (
      select channel_id, -1 as dn, case when processing_state = 'processed' then -1 else 0 end as dp from old_rows
      union all
      select channel_id, 1, case when processing_state = 'processed' then 1 else 0 end from new_rows
    ) u
    group by channel_id having sum(dn) <> 0 or sum(dp) <> 0
  ) x;
  if ch is not null then perform videos_stats_apply(ch, n, p); end if;
  return null;
end $$;

create trigger videos_stats_insert after insert on videos
  referencing new table as new_rows for each statement execute function videos_stats_insert();
create trigger videos_stats_delete after delete on videos
  referencing old table as old_rows for each statement execute function videos_stats_delete();
create trigger videos_stats_update after update on videos
  referencing old table as old_rows new table as new_rows for each statement execute function videos_stats_update();

-- The directory's data version moves once per statement a client sends: the writes that triggers make
-- inside it (the aggregates above) are part of that same statement and need no bump of their own.
create or replace function bump_directory_version() returns trigger language plpgsql as $$
begin
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  update directory_version set n = n + 1 where shard = pg_backend_pid() % 16;
  return null;
end $$;
