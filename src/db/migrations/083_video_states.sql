-- A video's processing state leaves the indexes of `videos` (issue 35; docs/decisions.md "The processing state out of
-- the videos' indexes"). `videos_state_order` indexed processing_state, so every state change detection makes (the
-- claim: → processing; the batch write: → processed) was a non-heap-only update: a new entry in each of the table's
-- eight indexes, the title's trigram GIN index among them. Claiming 1,000 videos dirtied 7,100 pages with that index
-- and 1,050 without it, and on a server whose shared buffers are a fraction of the data, every read then waited to
-- write some of those pages back before it could load its own.
--
-- The `?processingState=` filter now reads `video_states`, a copy of each video's state and publication time kept by
-- the statement triggers of `videos`, with the index the filter walks. `videos` keeps the column (the list item shows
-- it; the aggregates and the change tags read it), and no index of `videos` reads it, so a state change fits on its
-- page.
create table video_states (
  video_id text primary key references videos (video_id) on delete cascade,
  processing_state text not null,
  published_at timestamptz not null
);
create index video_states_order on video_states (processing_state, published_at desc, video_id desc);

comment on table video_states is 'Each video''s processing state and publication time, copied by the statement triggers of videos (videos_stats_insert, videos_stats_update; a deleted video''s copy goes by its foreign key): the ?processingState= filter walks video_states_order, so no index of videos reads the state and a state change is a heap-only update (src/directory/videos.ts)';

insert into video_states (video_id, processing_state, published_at)
  select video_id, processing_state, published_at from videos;

drop index videos_state_order;

-- The copy is kept by the statement triggers videos already has (issue 33 keeps the triggers few): an insert copies the
-- new rows, an update rewrites the copies whose state or publication time changed (a video's id never changes: the
-- sponsorships' foreign key does not follow one either).
create or replace function videos_stats_insert() returns trigger language plpgsql as $$
declare ch text[]; n integer[]; p integer[];
begin
  select array_agg(channel_id), array_agg(1), array_agg(case when processing_state = 'processed' then 1 else 0 end)
  into ch, n, p from new_rows;
  if ch is not null then perform videos_stats_apply(ch, n, p); end if;
  insert into video_states (video_id, processing_state, published_at)
    select video_id, processing_state, published_at from new_rows;
  return null;
end $$;

create or replace function videos_stats_update() returns trigger language plpgsql as $$
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
  update video_states s set processing_state = n.processing_state, published_at = n.published_at
  from new_rows n join old_rows o on o.video_id = n.video_id
  where s.video_id = n.video_id
    and (n.processing_state, n.published_at) is distinct from (o.processing_state, o.published_at);
  return null;
end $$;

comment on function videos_stats_insert() is 'Adds a statement''s new videos to their creators'' video counts (read by creator details and lists), and copies their states into video_states';
comment on function videos_stats_update() is 'Moves a statement''s changed videos between their creators'' video and processed-video counts, and rewrites the video_states copies whose state or publication time changed';
comment on trigger videos_stats_insert on videos is 'Aggregates: new videos counted for their creators, their states copied';
comment on trigger videos_stats_update on videos is 'Aggregates: changed videos moved between their creators'' counts, changed states copied';

-- A bulk load with triggers off (src/demo/seed.ts, some tests) calls refresh_directory_stats() afterwards: it now
-- copies the states again too.
create or replace function refresh_directory_stats() returns void language plpgsql as $$
begin
  delete from creator_brand_stats;
  delete from creator_type_stats;
  delete from brand_type_stats;
  delete from brand_agency_stats;
  insert into creator_brand_stats
    select channel_id, brand_id, count(*), max(detected_at) from sponsorships group by channel_id, brand_id;
  insert into creator_type_stats select channel_id, type, count(*) from sponsorships group by channel_id, type;
  insert into brand_type_stats select brand_id, type, count(*) from sponsorships group by brand_id, type;
  insert into brand_agency_stats
    select brand_id, agency_id, count(*), max(detected_at) from sponsorships where agency_id is not null group by brand_id, agency_id;
  update creators c set
    sponsorship_count = coalesce(x.n, 0), brand_count = coalesce(x.b, 0), last_sponsorship_at = x.last
  from (select cr.channel_id, sum(s.sponsorship_count) n, count(s.brand_id) b, max(s.last_sponsorship_at) last
        from creators cr left join creator_brand_stats s on s.channel_id = cr.channel_id group by cr.channel_id) x
  where x.channel_id = c.channel_id
    and (c.sponsorship_count, c.brand_count, c.last_sponsorship_at) is distinct from (coalesce(x.n, 0), coalesce(x.b, 0), x.last);
  update creators c set video_count = coalesce(x.n, 0), processed_video_count = coalesce(x.p, 0)
  from (select cr.channel_id, count(v.video_id) n, count(*) filter (where v.processing_state = 'processed') p
        from creators cr left join videos v on v.channel_id = cr.channel_id group by cr.channel_id) x
  where x.channel_id = c.channel_id and (c.video_count, c.processed_video_count) is distinct from (coalesce(x.n, 0), coalesce(x.p, 0));
  update brands b set
    sponsorship_count = coalesce(x.n, 0), creator_count = coalesce(x.c, 0), last_sponsorship_at = x.last
  from (select br.id, sum(s.sponsorship_count) n, count(s.channel_id) c, max(s.last_sponsorship_at) last
        from brands br left join creator_brand_stats s on s.brand_id = br.id group by br.id) x
  where x.id = b.id
    and (b.sponsorship_count, b.creator_count, b.last_sponsorship_at) is distinct from (coalesce(x.n, 0), coalesce(x.c, 0), x.last);
  insert into video_states (video_id, processing_state, published_at)
    select video_id, processing_state, published_at from videos
  on conflict (video_id) do update set processing_state = excluded.processing_state, published_at = excluded.published_at
    where (video_states.processing_state, video_states.published_at) is distinct from (excluded.processing_state, excluded.published_at);
  delete from video_states s where not exists (select 1 from videos v where v.video_id = s.video_id);
end $$;

comment on function refresh_directory_stats() is 'Recomputes the per-creator, per-brand and per-pair sponsorship counts from the sponsorships, and the video_states copies (after a bulk load: src/demo/seed.ts)';
