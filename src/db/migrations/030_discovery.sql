-- Discovery (docs/api.md "Discovery"): an account's policy for finding channels on YouTube, its runs (an internal
-- operation kind, leased, checkpointed and resumed like a channel sync), the candidates a run finds (the account's,
-- never proposed again once rejected), the units each account's runs spent per quota day, and what YouTube said of a
-- channel that any account's run may reuse (its featured channels, a handle's channel).

create table discovery_policies (
  account_id uuid primary key references accounts (id) on delete cascade,
  -- {enabled, regions, categoryIds, languages, minSubscribers, maxTrackedChannels, dailyUnits, autoTrack, seeds}
  policy jsonb not null,
  enabled boolean not null default false,
  -- When the scheduler next starts a run of an enabled policy.
  next_run_at timestamptz,
  -- Videos added to the directory before this time were read for channel mentions by an earlier run.
  mentions_read_until timestamptz,
  updated_at timestamptz not null default now()
);
create index discovery_policies_due on discovery_policies (next_run_at) where enabled;

-- A run is the operation of kind 'discovery-run' with the same id; this row holds what the API shows of it.
create table discovery_runs (
  id uuid primary key references operations (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  -- The run's budget; units_spent never passes it (the statement that charges a call checks it).
  units integer not null check (units >= 0),
  units_spent integer not null default 0 check (units_spent >= 0 and units_spent <= units),
  units_by_source jsonb not null default '{"chart": 0, "featured": 0, "mention": 0, "search": 0, "sample": 0, "resolve": 0}',
  candidates_found integer not null default 0,
  candidates_scored integer not null default 0,
  channels_tracked integer not null default 0,
  scheduled boolean not null default false,
  created_at timestamptz not null default now()
);
create index discovery_runs_account on discovery_runs (account_id, created_at desc, id desc);

-- Units an account's discovery runs spent per YouTube quota day (the policy's dailyUnits bounds it).
create table discovery_units (
  account_id uuid not null references accounts (id) on delete cascade,
  day date not null,
  units integer not null default 0 check (units >= 0),
  primary key (account_id, day)
);

create table discovery_candidates (
  account_id uuid not null references accounts (id) on delete cascade,
  channel_id text not null,
  status text not null default 'new'
    check (status in ('new', 'scored', 'tracked', 'rejected', 'below-threshold')),
  -- [{kind: chart | featured | mention | search | brand, ref}], each once
  sources jsonb not null default '[]',
  title text,
  handle text,
  subscriber_count bigint,
  country text,
  language text,
  -- channels.list was read for it (its subscriber count, country and language are known).
  resolved_at timestamptz,
  -- {videosChecked, sponsoredVideos, brands: [{brandId, name, count}]}
  sample jsonb,
  sampled_at timestamptz,
  score double precision,
  -- Its featured channels were taken as candidates (a scored channel with sponsorships leads to its niche).
  expanded_at timestamptz,
  found_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (account_id, channel_id)
);
create index discovery_candidates_score on discovery_candidates
  (account_id, (coalesce(round(score * 1000000), -1)::bigint) desc, channel_id desc);
create index discovery_candidates_subscribers on discovery_candidates
  (account_id, coalesce(subscriber_count, -1) desc, channel_id desc);
create index discovery_candidates_found on discovery_candidates (account_id, found_at desc, channel_id desc);

-- YouTube's answers any account's run reuses for DISCOVERY_RESCORE_DAYS: a channel's featured channels
-- (channelSections.list) and a handle's channel (channels.list forHandle; null: no such channel).
create table discovery_featured (
  channel_id text primary key,
  channels text[] not null,
  read_at timestamptz not null default now()
);
create table discovery_handles (
  handle text primary key,
  channel_id text,
  read_at timestamptz not null default now()
);

alter table operations drop constraint operations_kind_check;
alter table operations add constraint operations_kind_check
  check (kind in ('sponsor-detection', 'brand-discovery', 'influencer-similar', 'export', 'channel-sync', 'discovery-run'));

-- At most one discovery run of an account is queued or running, across every process.
create unique index operations_one_discovery_run on operations (account_id)
  where kind = 'discovery-run' and status in ('queued', 'running');
