-- Each sponsorship keeps its list item rendered (summary: the JSON object the list returns, as text) and its
-- search document (search: brand name, creator title and handle, video title, lowercased), both kept current in
-- the transaction of any write that changes what they show. A list page is then an index range read of
-- sponsorships and a concatenation, with no join; a search filters one trigram-indexed column of the rows it
-- walks instead of collecting every matching brand, creator and video first.
--
-- Kept current by:
-- - a row trigger on sponsorships (before insert, and before an update of a field they show): the row is written
--   once, already rendered;
-- - set-based statement triggers on brands, creators and videos (transition tables, as migration 008's): the
--   sponsorships of the rows whose shown fields changed are rendered again, in one statement.
-- A bulk load with triggers off calls refresh_sponsorship_rendering() afterwards (as refresh_directory_stats()).

alter table sponsorships add column summary text, add column search text;

-- The list item of a sponsorship. directory/sponsorships.ts names the same fields (the export columns and the
-- detail); test/http/rendering.test.ts compares the two after writes of every kind.
create function sponsorship_summary(s sponsorships, b brands, c creators, v videos) returns text
language sql immutable parallel safe as $$
  select json_build_object('id', s.id, 'detectedAt', api_ts(s.detected_at), 'type', s.type, 'brandId', s.brand_id,
    'brandName', b.name, 'brandDomain', s.brand_domain, 'brandKind', b.kind, 'domainWasResearched', s.domain_was_researched,
    'channelId', s.channel_id, 'creator', c.title, 'channelHandle', c.handle, 'videoId', v.video_id,
    'videoTitle', v.title, 'videoPlatform', v.platform, 'videoFormat', v.format, 'publishedAt', api_ts(v.published_at),
    'durationSeconds', v.duration_seconds, 'viewCount', v.view_count)::text
$$;

-- What the search filter matches: the brand's name, the creator's title and handle (as the creators list's search
-- joins them), the video's title, one per line. A search holding a line break is matched field by field instead
-- (directory/sponsorships.ts), so a term never matches across two fields.
create function sponsorship_search(b brands, c creators, v videos) returns text
language sql immutable parallel safe as $$
  select lower(b.name || E'\n' || coalesce(c.title, '') || ' ' || coalesce(c.handle, '') || E'\n' || coalesce(v.title, ''))
$$;

create function sponsorships_render_row() returns trigger language plpgsql as $$
begin
  select sponsorship_summary(new, b, c, v), sponsorship_search(b, c, v) into new.summary, new.search
  from brands b, creators c, videos v
  where b.id = new.brand_id and c.channel_id = new.channel_id and v.video_id = new.video_id;
  return new;
end $$;

-- Named to fire after sponsorships_set_channel (before-row triggers fire in name order), which sets channel_id.
create trigger sponsorships_summary before insert or update of id, video_id, channel_id, brand_id, type, brand_domain,
  domain_was_researched, detected_at on sponsorships
  for each row execute function sponsorships_render_row();

-- Renders again the sponsorships of these brands, creators or videos (null: none of that kind), one statement each
-- read through the index of its key.
create function sponsorships_render(p_brands uuid[], p_channels text[], p_videos text[]) returns void
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
    update sponsorships s set summary = sponsorship_summary(s, b, c, v), search = sponsorship_search(b, c, v)
    from brands b, creators c, videos v
    where s.video_id = any(p_videos) and b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id;
  end if;
end $$;

create function brands_render() returns trigger language plpgsql as $$
declare ids uuid[];
begin
  select array_agg(n.id order by n.id) into ids from new_rows n join old_rows o on o.id = n.id
  where (n.name, n.kind) is distinct from (o.name, o.kind);
  if ids is not null then perform sponsorships_render(ids, null, null); end if;
  return null;
end $$;

create function creators_render() returns trigger language plpgsql as $$
declare ids text[];
begin
  select array_agg(n.channel_id order by n.channel_id) into ids from new_rows n join old_rows o on o.channel_id = n.channel_id
  where (n.title, n.handle) is distinct from (o.title, o.handle);
  if ids is not null then perform sponsorships_render(null, ids, null); end if;
  return null;
end $$;

create function videos_render() returns trigger language plpgsql as $$
declare ids text[];
begin
  select array_agg(n.video_id order by n.video_id) into ids from new_rows n join old_rows o on o.video_id = n.video_id
  where (n.title, n.platform, n.format, n.published_at, n.duration_seconds, n.view_count)
    is distinct from (o.title, o.platform, o.format, o.published_at, o.duration_seconds, o.view_count);
  if ids is not null then perform sponsorships_render(null, null, ids); end if;
  return null;
end $$;

create trigger brands_render after update on brands
  referencing old table as old_rows new table as new_rows for each statement execute function brands_render();
create trigger creators_render after update on creators
  referencing old table as old_rows new table as new_rows for each statement execute function creators_render();
create trigger videos_render after update on videos
  referencing old table as old_rows new table as new_rows for each statement execute function videos_render();

-- Every sponsorship rendered from the base tables (after a bulk load with triggers off; tests compare it with
-- what the triggers kept).
create function refresh_sponsorship_rendering() returns void language sql as $$
  update sponsorships s set summary = sponsorship_summary(s, b, c, v), search = sponsorship_search(b, c, v)
  from brands b, creators c, videos v
  where b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id
    and (s.summary, s.search) is distinct from (sponsorship_summary(s, b, c, v), sponsorship_search(b, c, v))
$$;

-- The existing rows: rendering changes no counted field, so the aggregate trigger is skipped for this one update.
alter table sponsorships disable trigger sponsorships_stats_update;
select refresh_sponsorship_rendering();
alter table sponsorships enable trigger sponsorships_stats_update;

create index sponsorships_search on sponsorships using gin (search gin_trgm_ops);
-- LIKE '%word%' is estimated from the column's histogram: a larger sample tells common words from rare ones, so
-- the planner walks the newest-first index for a common word and reads the trigram index for a rare one.
alter table sponsorships alter column search set statistics 1000;
analyze sponsorships;

-- The directory's data version (migration 003) moves only for a statement that changed rows. A statement that
-- matched none (a re-detection that finds what is stored, an import of unchanged rows, a claim of videos already
-- processed) changed no page, and moving the version emptied every process's read cache for nothing. Each table
-- gets one trigger per event over its transition table (already captured for the other triggers on these
-- tables); TRUNCATE keeps the unconditional one.
create function bump_directory_version_changed() returns trigger language plpgsql as $$
begin
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  if tg_op = 'DELETE' then
    if not exists (select from old_rows) then return null; end if;
  elsif not exists (select from new_rows) then
    return null;
  end if;
  update directory_version set n = n + 1 where shard = pg_backend_pid() % 16;
  return null;
end $$;

do $$
declare t text;
begin
  foreach t in array array['creators', 'videos', 'brands', 'agencies', 'sponsorships'] loop
    execute format('drop trigger %I on %I', t || '_version', t);
    execute format('create trigger %I after truncate on %I for each statement execute function bump_directory_version()',
      t || '_version', t);
    execute format('create trigger %I after insert on %I referencing new table as new_rows
      for each statement execute function bump_directory_version_changed()', t || '_version_insert', t);
    execute format('create trigger %I after update on %I referencing new table as new_rows
      for each statement execute function bump_directory_version_changed()', t || '_version_update', t);
    execute format('create trigger %I after delete on %I referencing old table as old_rows
      for each statement execute function bump_directory_version_changed()', t || '_version_delete', t);
  end loop;
end $$;

-- Lists whose filters no index served in order: a filter combination with few or no rows walked the whole
-- newest-first index (videos of a platform in a format none has: 1.5M rows read to return none; a brand's
-- sponsorships of a type it seldom has: all of the brand's). These give each its rows in order, or none at once.
create index videos_platform_format_order on videos (platform, format, published_at desc, video_id desc);
create index sponsorships_brand_type_order on sponsorships (brand_id, type, detected_at desc, id desc);
