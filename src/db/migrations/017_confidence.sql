-- Each sponsorship carries how sure its detection is: `confidence`, 0..1, the detector's score adjusted by what
-- lowers it (docs/detection.md §8a), written by every detection (src/detection/persist.ts) and shown in the list
-- item, the detail and the exports.
--
-- Existing rows: the score cannot be recomputed from what is stored (the evidence keeps the sources and URLs, not
-- which statements fired), so they take the documented default 0.5 (the middle: neither trusted nor doubted)
-- until a detection runs on their video again and writes the real value. Rows written without a value (a bulk
-- load, the demo data) take the same default.

alter table sponsorships add column confidence real not null default 0.5
  constraint sponsorships_confidence_range check (confidence >= 0 and confidence <= 1);

-- The list item gains `confidence` (after `domainWasResearched`). directory/sponsorships.ts names the same fields
-- (summaryColumns); test/http/rendering.test.ts compares the two.
create or replace function sponsorship_summary(s sponsorships, b brands, c creators, v videos) returns text
language sql immutable parallel safe as $$
  select json_build_object('id', s.id, 'detectedAt', api_ts(s.detected_at), 'type', s.type, 'brandId', s.brand_id,
    'brandName', b.name, 'brandDomain', s.brand_domain, 'brandKind', b.kind, 'domainWasResearched', s.domain_was_researched,
    'confidence', s.confidence,
    'channelId', s.channel_id, 'creator', c.title, 'channelHandle', c.handle, 'videoId', v.video_id,
    'videoTitle', v.title, 'videoPlatform', v.platform, 'videoFormat', v.format, 'publishedAt', api_ts(v.published_at),
    'durationSeconds', v.duration_seconds, 'viewCount', v.view_count)::text
$$;

-- The row trigger renders the item again when a field it shows changes: confidence is one now.
drop trigger sponsorships_summary on sponsorships;
create trigger sponsorships_summary before insert or update of id, video_id, channel_id, brand_id, type, brand_domain,
  domain_was_researched, detected_at, confidence on sponsorships
  for each row execute function sponsorships_render_row();

-- The existing rows, rendered again: rendering changes no counted field, so the aggregate trigger is skipped for
-- this one update (as migration 014 did).
alter table sponsorships disable trigger sponsorships_stats_update;
select refresh_sponsorship_rendering();
alter table sponsorships enable trigger sponsorships_stats_update;
