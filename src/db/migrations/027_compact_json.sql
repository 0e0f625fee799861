-- Every JSON body is compact ({"a":1,"b":"x"}), as Node writes it, except what PostgreSQL rendered: json_build_object
-- writes `{"id" : "…", "detectedAt" : "…"}`, json_agg joins its elements with `, ` and a line break, and jsonb's text
-- has `": "` and `, `. PostgreSQL has no compact serializer, but row_to_json of an aliased row and array_to_json are
-- compact, in the fields' order, with the same values. The list items of the sponsorships list are stored rendered
-- (migration 014); they are rendered compactly from now on, and every stored one again here. The other lists and the
-- details are built at read time (directory/page.ts jsonObject()).

-- The list item, field for field and value for value as before (migration 017), without the spaces.
-- directory/sponsorships.ts names the same fields; test/http/rendering.test.ts compares the two.
create or replace function sponsorship_summary(s sponsorships, b brands, c creators, v videos) returns text
language sql immutable parallel safe as $$
  select row_to_json(x)::text from (select s.id as "id", api_ts(s.detected_at) as "detectedAt", s.type as "type",
    s.brand_id as "brandId", b.name as "brandName", s.brand_domain as "brandDomain", b.kind as "brandKind",
    s.domain_was_researched as "domainWasResearched", s.confidence as "confidence", s.channel_id as "channelId",
    c.title as "creator", c.handle as "channelHandle", v.video_id as "videoId", v.title as "videoTitle",
    v.platform as "videoPlatform", v.format as "videoFormat", api_ts(v.published_at) as "publishedAt",
    v.duration_seconds as "durationSeconds", v.view_count as "viewCount") x
$$;

-- A stored jsonb value (video chapters, detection evidence) as compact json, its keys in jsonb's own order (the order
-- its text has): jsonb::text writes `{"a": 1, "b": [1, 2]}`.
create or replace function json_compact(j jsonb) returns json language plpgsql immutable parallel safe as $$
begin
  return case jsonb_typeof(j)
    when 'object' then ('{' || coalesce((select string_agg(to_json(e.key)::text || ':' || json_compact(e.value)::text, ','
      order by e.ord) from jsonb_each(j) with ordinality e(key, value, ord)), '') || '}')::json
    when 'array' then ('[' || coalesce((select string_agg(json_compact(e.value)::text, ',' order by e.ord)
      from jsonb_array_elements(j) with ordinality e(value, ord)), '') || ']')::json
    else j::text::json
  end;
end $$;

-- Every stored list item again: rendering changes no counted field, so the aggregate trigger is skipped for this one
-- update (as migrations 014, 016 and 017 did). One statement: the rows are rewritten once either way.
alter table sponsorships disable trigger sponsorships_stats_update;
select refresh_sponsorship_rendering();
alter table sponsorships enable trigger sponsorships_stats_update;
