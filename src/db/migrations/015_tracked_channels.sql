-- Tracked channels: YouTube channels an account asks the service to keep current, the per-channel sync state they
-- share, the service's daily YouTube Data API quota, and the internal operation kind that syncs a channel.

-- One account's wish to keep a channel current. The directory it feeds is shared; the record is the account's.
create table tracked_channels (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts (id) on delete cascade,
  channel_id text not null,
  -- Uploads to fetch on the channel's first sync: null means all of them.
  backfill integer check (backfill is null or backfill >= 0),
  status text not null default 'active' check (status in ('active', 'paused', 'failed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_synced_at timestamptz,
  next_sync_at timestamptz not null default now(),
  -- {startedAt, completedAt, videosSeen, videosNew, videosUpdated, sponsorshipsFound, quotaUnits, error}
  last_sync jsonb,
  unique (account_id, channel_id)
);
create index tracked_channels_due on tracked_channels (next_sync_at) where status = 'active';
create index tracked_channels_channel on tracked_channels (channel_id);
-- An account's list, newest first (pagination/keyset.ts newestFirst).
create index tracked_channels_account on tracked_channels (account_id, created_at desc, id desc);

-- What a sync remembers of a YouTube channel between syncs, whoever tracks it.
create table channel_sync_state (
  channel_id text primary key,
  uploads_playlist_id text,
  -- When channels.list was last read for the channel (tracking it reads it): a first sync right after skips it.
  channel_read_at timestamptz,
  -- Set when a sync of the channel completed: later syncs stop at the first upload already in the directory.
  first_synced_at timestamptz,
  -- The ETag of the first page of the uploads playlist as last read: an unchanged page answers 304.
  uploads_etag text,
  updated_at timestamptz not null default now()
);

-- YouTube Data API units spent per quota day (YouTube's day: midnight to midnight, Pacific time), by every process.
create table youtube_quota (
  day date primary key,
  units integer not null default 0 check (units >= 0),
  -- YouTube answered quotaExceeded this day: nothing more is spent until the next day whatever the count says.
  exhausted_at timestamptz
);

-- A video YouTube no longer returns (deleted) or returns as private: marked, never dropped from the directory.
alter table videos add column unavailable_since timestamptz;

alter table operations drop constraint operations_kind_check;
alter table operations add constraint operations_kind_check
  check (kind in ('sponsor-detection', 'brand-discovery', 'influencer-similar', 'export', 'channel-sync'));

-- At most one sync of a YouTube channel is queued or running, across every process and account.
create unique index operations_one_channel_sync on operations ((input ->> 'channelId'))
  where kind = 'channel-sync' and status in ('queued', 'running');
