-- What each table and function added by migrations 024–030 is for, kept in the database (and in schema.sql's dump)
-- beside the object itself.
comment on table youtube_quota_accounts is
  'YouTube Data API units each account spent per quota day (Pacific time): its share, YOUTUBE_ACCOUNT_DAILY_UNITS (src/tracking/quota.ts)';
comment on table webhook_endpoints is
  'Circuit state of a webhook endpoint (URL origin) that failed since it last answered: consecutive failures, when it opened, when a probe may go, its cool-down; deleted when it answers (src/webhooks/dispatcher.ts)';
comment on function sponsorship_summary(sponsorships, brands, creators, videos) is
  'The stored JSON of a sponsorship list item, rendered compactly (row_to_json of an aliased row); the API schema is src/directory/schemas.ts';
comment on function json_compact(jsonb) is
  'A jsonb value as compact json text (jsonb::text writes spaces), for stored jsonb shown as it is: chapters, evidence';
comment on function csv_cell(text, boolean) is
  'One CSV cell: quoted when needed and, with formula_guard, a value a spreadsheet would run (=, +, -, @, tab, CR) written as text';
comment on table discovery_policies is
  'Each account''s discovery policy (GET/PUT /v1/discovery) and when its next periodic run is due (src/discovery/records.ts)';
comment on table discovery_runs is
  'Discovery runs, one per discovery-run operation (same id, whose checkpoint it is resumed from): budget, units spent by source, counts';
comment on table discovery_units is
  'Discovery units each account spent per quota day, against its policy''s dailyUnits';
comment on table discovery_candidates is
  'Channels discovery found for an account: where from, the resolved channel, its sample and score, its status (rejected ones are never proposed again)';
comment on table discovery_featured is
  'Featured channels YouTube listed for a channel (channelSections.list), shared by every account and reused for DISCOVERY_RESCORE_DAYS';
comment on table discovery_handles is
  'Channel handles resolved to channel ids, shared by every account';
