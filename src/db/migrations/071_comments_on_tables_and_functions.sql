-- What every table and every function other than a trigger's holds or does, and who reads it, kept in the database
-- (and in schema.sql's dump) beside the object itself, as migration 033 began. The functions generated from the
-- declarations carry their comment from the generator (src/directory/fields/sql.ts); trigger functions are commented
-- with their trigger families. test/db/comments.test.ts fails when a table or such a function has none.

-- The directory.
comment on table creators is
  'The directory''s creators (channels), with the counts the sponsorship triggers keep; listed and read by src/directory/creators.ts, declared in src/directory/fields/creators.ts';
comment on table videos is
  'The directory''s videos, with what detection read of them (transcript, processing state); listed and read by src/directory/videos.ts, declared in src/directory/fields/videos.ts';
comment on table brands is
  'The directory''s brands (advertisers), with the counts the sponsorship triggers keep; listed and read by src/directory/brands.ts, declared in src/directory/fields/brands.ts';
comment on table agencies is
  'Agencies that place sponsorships for brands (a brand''s detail lists them: brand_agency_stats); written by detection';
comment on table brand_domains is
  'Each domain (or link shortener) to the brand it belongs to, one brand a domain; the brandDomain filter, the brands search and detection''s brand matching read it';
comment on table sponsorships is
  'Detected sponsorships (a brand paying a creator in a video), with the stored list item and search document (summary, search) and copies of the video''s order keys; src/directory/sponsorships.ts, declared in src/directory/fields/sponsorships.ts';
comment on table creator_brand_stats is
  'Sponsorships per creator and brand, with the latest one, kept by the sponsorship triggers: a creator''s top brands, a brand''s top creators, similar brands and influencers';
comment on table creator_type_stats is
  'Sponsorships per creator and type, kept by the sponsorship triggers: a creator''s sponsorshipsByType';
comment on table brand_type_stats is
  'Sponsorships per brand and type, kept by the sponsorship triggers: a brand''s sponsorshipsByType';
comment on table brand_agency_stats is
  'Sponsorship videos per brand and agency, with the latest, kept by the sponsorship triggers: a brand''s topAgencies';
comment on table short_link_expansions is
  'Where a short link led when detection expanded it (final URL and domain, outcome, hops), reused for later videos (src/detection/expansionStore.ts)';

-- The caches' and the watches' record of change.
comment on table directory_version is
  'A counter of directory writes in 16 shards (by backend) that the directory triggers bump; directory_version_now() sums it: an export''s data version, whose cache it keys (src/exports)';
comment on table directory_changes is
  'The read-cache tags each directory write moved, by transaction (the generated <table>_changes() functions write it); the read cache and the watches read it with directory_changes_since() (src/directory/readCache.ts)';
comment on table sponsorship_changes is
  'Each change of a sponsorship (created, updated, deleted) with its list items before and after and the watches it matches: the watch outbox src/watches/events.ts reads';
comment on table watch_positions is
  'How far each watch''s events have been told (a snapshot of changes told, and the one being carried), read and moved by src/watches/events.ts';

-- Accounts, keys and the console.
comment on table accounts is
  'Tenants: every key, user, operation, export, watch and tracked channel belongs to one; running_operations is its share of the operation workers (src/operations/queue.ts)';
comment on table api_keys is
  'API keys of an account: a prefix to find it by, the hash of its secret, its scopes, expiry and revocation (src/keys/apiKeys.ts)';
comment on table users is
  'Console users of an account: email and password hash (src/console/users.ts; src/cli/users.ts creates them)';
comment on table console_sessions is
  'Console sign-in sessions: the hash of the cookie''s token, idle and absolute expiry (src/console/sessions.ts)';
comment on table sign_in_failures is
  'Failed console sign-ins by email and address, which the sign-in limiter counts over its window (src/console/signInLimiter.ts)';
comment on table service_settings is
  'Settings the service keeps for itself by name (the first start''s credentials note: src/demo/firstCredentials.ts)';
comment on table rate_limits is
  'The GCRA state of each limited principal (an API key, a console user): its theoretical arrival time in ms; unlogged, a crash only refills budgets (rate_limit_take(), src/limits/gcra.ts)';
comment on table schema_migrations is
  'The migrations this database has applied, by version (src/db/migrate.ts)';

-- Operations, exports, tracking and the YouTube quota.
comment on table operations is
  'Long-running operations (detection, imports, discovery runs, exports, syncs): kind, input, status, progress, checkpoint, lease and callback; queued and run by src/operations';
comment on table operation_counts is
  'Operations by kind and status in 16 shards, kept by a statement trigger, summed for /metrics (src/metrics/sharedState.ts)';
comment on table exports is
  'Exports of a list (dataset, format, filters), their file in storage and the data version they were read at, reused while it holds (src/exports)';
comment on table tracked_channels is
  'Channels an account tracks: backfill, status and when the next sync is due (src/tracking/records.ts)';
comment on table channel_sync_state is
  'What the last sync read of a tracked channel (uploads playlist, its ETag, when), shared by the accounts tracking it (src/tracking/records.ts)';
comment on table youtube_quota is
  'YouTube Data API units spent per quota day (Pacific time) and when the quota ran out (src/tracking/quota.ts)';

-- Watches and webhooks.
comment on table watches is
  'An account''s watches of the sponsorships list: the filters as given and one column each for the match predicate, the callback, which changes it is told of (src/watches, src/http/routes/watches.ts)';
comment on table webhook_events is
  'Events to tell a callback (an operation''s progress or end, a watch''s matched changes) with their payload; the dispatcher delivers them (src/webhooks/dispatcher.ts)';
comment on table webhook_deliveries is
  'One delivery of an event to its callback: status, attempts, the next attempt''s time and the lease of the dispatcher sending it (src/webhooks)';
comment on table webhook_attempts is
  'Each attempt of a delivery: when, how long, the HTTP status or error and the start of the answer (GET …/deliveries, src/webhooks/deliveries.ts)';
comment on table webhook_delivery_counts is
  'Deliveries by status in 16 shards, kept by a statement trigger, summed for /metrics (src/metrics/sharedState.ts)';
comment on table webhook_attempt_counts is
  'Delivery attempts by outcome in 16 shards, kept by a statement trigger, summed for /metrics (src/metrics/sharedState.ts)';

-- Functions that are not triggers.
comment on function api_ts(timestamptz) is
  'A time as the API writes it: UTC with milliseconds, 2026-01-02T03:04:05.678Z (the lists'' and details'' SQL)';
comment on function cursor_ts(timestamptz) is
  'A time as a cursor keeps it: UTC with microseconds, so a keyset position is exact (src/pagination/keyset.ts)';
comment on function directory_version_now() is
  'The directory''s data version: the sum of directory_version''s shards (an export''s cache key, src/exports)';
comment on function directory_changes_add(text[]) is
  'Records read-cache tags a write moved in directory_changes, none when the list is empty (the change functions)';
comment on function directory_changes_since(pg_snapshot) is
  'The tags moved by the transactions a snapshot did not see (committed since): the read cache drops the pages carrying them (src/directory/readCache.ts, src/watches/events.ts)';
comment on function directory_changed_everything() is
  'Moves every tag (*) and the data version: after a TRUNCATE or a bulk load with triggers off (src/demo/seed.ts)';
comment on function sponsorship_search(brands, creators, videos) is
  'The search document of a sponsorship: brand name, creator title and handle, video title, lowercased, one line per table (the search filter reads sponsorships.search)';
comment on function sponsorships_render(uuid[], text[], text[]) is
  'Renders again the stored list item and search document of the sponsorships of these brands, creators or videos (the generated <table>_render() triggers call it)';
comment on function refresh_sponsorship_rendering() is
  'Renders again every sponsorship whose stored item, search document or order keys differ from what they would be now (a migration changing the item; src/demo/seed.ts)';
comment on function refresh_directory_stats() is
  'Recomputes the per-creator, per-brand and per-pair sponsorship counts from the sponsorships (after a bulk load: src/demo/seed.ts)';
comment on function sponsorship_stats_apply(text[], uuid[], text[], uuid[], timestamptz[], integer[]) is
  'Applies a statement''s sponsorship changes (+1/-1 by creator, brand, type, agency) to the counts and last times of creators, brands and the stats tables (the sponsorship stats triggers)';
comment on function videos_stats_apply(text[], integer[], integer[]) is
  'Applies a statement''s change in videos and processed videos per creator to creators.video_count and processed_video_count (the videos stats trigger)';
comment on function brand_domain_list(uuid) is
  'The domains brand_domains holds for a brand (the watch triggers match brandDomain filters against it)';
comment on function watch_candidates(sponsorships, text[]) is
  'The active watches that can match a sponsorship, found by their brand, channel or domain index, or having none of them (the watch triggers)';
comment on function watch_matches_row(watch_filter, sponsorships, text[]) is
  'Whether a sponsorship is in a watch''s answer: the column predicate, then the field-by-field search when the term has a line break (the watch triggers)';
comment on function watch_matches_lookups(watch_filter, sponsorships) is
  'A watch''s search term with a line break matched field by field against the brand, creator and video (the list does the same: src/directory/sponsorships.ts)';
comment on function watches_any_active() is
  'Whether any watch is active: the watch triggers do nothing otherwise';
comment on function watch_carried(sponsorship_changes, watch_positions) is
  'Whether a watch''s events already told a change: visible in the snapshot told, or in the one being carried up to its position (src/watches/events.ts)';
comment on function rate_limit_take(text, integer, integer, double precision, integer, integer) is
  'Takes up to p_wanted requests from a principal''s GCRA budget (returning p_returned first), at least p_min or none: what was granted and when (src/limits/gcra.ts)';
comment on function webhook_attempt_outcome(integer) is
  'An attempt''s outcome for /metrics: delivered (2xx), rejected (another status) or unreachable (no answer)';
