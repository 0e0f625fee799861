-- The lists' orders (issue 20): each list can be read in a few documented orders, and every order is an index, so a
-- deep page is an index range read whatever the order (docs/decisions.md "List orders and date ranges").
--
-- Sponsorships ordered or bounded by their video's publication time or view count need those values on the
-- sponsorship row itself, to be walked through one index of sponsorships: published_at and view_count are copies
-- of the video's, kept by migration 014's rendering triggers (the row trigger as a sponsorship is written, the
-- statement trigger on videos when a video's publication time or view count changes: videos_render already
-- watches both). The functions that write the rendering are redefined here to write the copies too;
-- sponsorship_summary() and sponsorship_search() are unchanged. A bulk load (triggers off) fills them with
-- refresh_sponsorship_rendering(), as it fills the rendering.
--
-- NULLs: a video's view_count may be null (hidden or not yet fetched); creators' and brands'
-- last_sponsorship_at is null until their first sponsorship. A keyset bound (a, id) < (x, y) never matches a
-- null, so these orders sort an expression that is never null: coalesce(view_count, -1) (below every real count)
-- and coalesce(last_sponsorship_at, '-infinity'), as the creators' list already sorts coalesce(subscriber_count,
-- -1). Descending, the rows without a value come last, ordered by id among themselves.

alter table sponsorships add column published_at timestamptz, add column view_count bigint;

create or replace function sponsorships_render_row() returns trigger language plpgsql as $$
begin
  select sponsorship_summary(new, b, c, v), sponsorship_search(b, c, v), v.published_at, v.view_count
    into new.summary, new.search, new.published_at, new.view_count
  from brands b, creators c, videos v
  where b.id = new.brand_id and c.channel_id = new.channel_id and v.video_id = new.video_id;
  return new;
end $$;

create or replace function sponsorships_render(p_brands uuid[], p_channels text[], p_videos text[]) returns void
language plpgsql as $$
begin
  if p_brands is not null then
    update sponsorships s set summary = sponsorship_summary(s, b, c, v), search = sponsorship_search(b, c, v)
    from brands b, creators c, videos v
    where s.brand_id = any(p_brands) and b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id;
  end if;
  if p_channels is not null then
    update sponsorships s set summary = sponsorship_summary(s, b, c, v), search = sponsorship_search(b, c, v)
    from brands b, creators c, videos v
    where s.channel_id = any(p_channels) and b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id;
  end if;
  if p_videos is not null then
    update sponsorships s set summary = sponsorship_summary(s, b, c, v), search = sponsorship_search(b, c, v),
      published_at = v.published_at, view_count = v.view_count
    from brands b, creators c, videos v
    where s.video_id = any(p_videos) and b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id;
  end if;
end $$;

create or replace function refresh_sponsorship_rendering() returns void language sql as $$
  update sponsorships s set summary = sponsorship_summary(s, b, c, v), search = sponsorship_search(b, c, v),
    published_at = v.published_at, view_count = v.view_count
  from brands b, creators c, videos v
  where b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id
    and (s.summary, s.search, s.published_at, s.view_count)
      is distinct from (sponsorship_summary(s, b, c, v), sponsorship_search(b, c, v), v.published_at, v.view_count)
$$;

-- The existing rows: the copies change no counted field, so the aggregate trigger is skipped for this one update.
alter table sponsorships disable trigger sponsorships_stats_update;
select refresh_sponsorship_rendering();
alter table sponsorships enable trigger sponsorships_stats_update;

-- Sponsorships: each new order alone and with the filters that name one brand or one creator (brandId, and
-- brandDomain, which resolves to one brand; channelId), as the newest-detection order has them. Other filters
-- (type, search, a date bound on another field) are checked on the rows the order's index walks.
create index sponsorships_published_order on sponsorships (published_at desc, id desc);
create index sponsorships_brand_published_order on sponsorships (brand_id, published_at desc, id desc);
create index sponsorships_channel_published_order on sponsorships (channel_id, published_at desc, id desc);
create index sponsorships_views_order on sponsorships (coalesce(view_count, -1) desc, id desc);
create index sponsorships_brand_views_order on sponsorships (brand_id, coalesce(view_count, -1) desc, id desc);
create index sponsorships_channel_views_order on sponsorships (channel_id, coalesce(view_count, -1) desc, id desc);

-- Videos by views, alone and of one channel (the newest-first order already has both).
create index videos_views_order on videos (coalesce(view_count, -1) desc, video_id desc);
create index videos_channel_views_order on videos (channel_id, coalesce(view_count, -1) desc, video_id desc);

-- Creators and brands by their counters (migration 008 keeps them).
create index creators_sponsorships_order on creators (sponsorship_count desc, channel_id desc);
create index creators_last_sponsorship_order on creators (coalesce(last_sponsorship_at, '-infinity') desc, channel_id desc);
create index brands_sponsorships_order on brands (sponsorship_count desc, id desc);
create index brands_last_sponsorship_order on brands (coalesce(last_sponsorship_at, '-infinity') desc, id desc);

analyze sponsorships;
