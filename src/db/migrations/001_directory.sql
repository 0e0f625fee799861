-- The directory (creators, brands, agencies, videos, sponsorships), accounts and API keys,
-- and the triggers that keep every aggregate the API shows correct after any write.

create extension if not exists pg_trgm;

-- Timestamps leave the database as ISO 8601 UTC with milliseconds, the API's one format.
create function api_ts(t timestamptz) returns text language sql immutable parallel safe as $$
  select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
-- Cursors carry keys at full (microsecond) precision so that no row is skipped between pages.
create function cursor_ts(t timestamptz) returns text language sql immutable parallel safe as $$
  select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
$$;

create table service_settings (
  name text primary key,
  value text not null
);
-- Signs pagination cursors; shared by every process on the database, so any of them can read any cursor.
insert into service_settings (name, value) values ('cursor_signing_key', encode(sha256(gen_random_uuid()::text::bytea || clock_timestamp()::text::bytea || random()::text::bytea), 'hex'));

create table accounts (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  created_at timestamptz not null default now()
);

create table api_keys (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id),
  name text not null,
  prefix text not null,
  key_hash bytea not null unique,
  scopes text[] not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_account on api_keys (account_id, created_at desc, id desc);

create table agencies (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  domains text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table brands (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  domains text[] not null default '{}',
  shorteners text[] not null default '{}',
  referral_links text[] not null default '{}',
  parent_company_name text,
  kind text,
  marketplace_group text,
  agency_id uuid references agencies(id),
  sponsorship_count integer not null default 0,
  creator_count integer not null default 0,
  last_sponsorship_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index brands_order on brands (lower(name), id);
create index brands_search on brands using gin (lower(name) gin_trgm_ops);

-- One row per domain a brand owns (its domains and its own shorteners): the lookup behind
-- the brandDomain filter and behind matching a link to a brand.
create table brand_domains (
  domain text primary key,
  brand_id uuid not null references brands(id) on delete cascade,
  is_shortener boolean not null default false
);
create index brand_domains_brand on brand_domains (brand_id);

create table creators (
  channel_id text primary key,
  platform text not null check (platform in ('youtube', 'instagram', 'tiktok')),
  handle text,
  title text,
  description text,
  subscriber_count bigint,
  avatar_url text,
  country text,
  keywords text[] not null default '{}',
  shorteners text[] not null default '{}',
  video_count integer not null default 0,
  processed_video_count integer not null default 0,
  sponsorship_count integer not null default 0,
  brand_count integer not null default 0,
  last_sponsorship_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index creators_order on creators (coalesce(subscriber_count, -1) desc, channel_id desc);
create index creators_platform_order on creators (platform, coalesce(subscriber_count, -1) desc, channel_id desc);
create index creators_search on creators using gin ((lower(coalesce(title, '') || ' ' || coalesce(handle, ''))) gin_trgm_ops);

create table videos (
  video_id text primary key,
  channel_id text not null references creators(channel_id),
  platform text not null check (platform in ('youtube', 'instagram', 'tiktok')),
  format text not null default 'video' check (format in ('video', 'short')),
  title text not null default '',
  description text not null default '',
  thumbnail_url text,
  published_at timestamptz not null,
  duration_seconds integer,
  view_count bigint,
  like_count bigint,
  comment_count bigint,
  includes_paid_promotion boolean not null default false,
  is_live_content boolean not null default false,
  processing_requested_at timestamptz,
  processing_state text not null default 'not-processed' check (processing_state in ('not-processed', 'processing', 'processed')),
  category text,
  has_captions boolean not null default false,
  is_private boolean not null default false,
  is_unlisted boolean not null default false,
  is_member_only boolean not null default false,
  default_language text,
  ai_summary text,
  keywords text[] not null default '{}',
  -- [{title, timeRangeStartMillis}] parsed from the description's timestamps
  chapters jsonb not null default '[]',
  -- [{startMillis, text}] when a transcript is known; null otherwise
  transcript jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index videos_order on videos (published_at desc, video_id desc);
create index videos_channel_order on videos (channel_id, published_at desc, video_id desc);
create index videos_state_order on videos (processing_state, published_at desc, video_id desc);
create index videos_search on videos using gin (lower(title) gin_trgm_ops);

create table sponsorships (
  id uuid primary key default gen_random_uuid(),
  video_id text not null references videos(video_id) on delete cascade,
  channel_id text not null references creators(channel_id),
  brand_id uuid not null references brands(id),
  agency_id uuid references agencies(id),
  type text not null check (type in ('Integration', 'Dedicated', 'Affiliate', 'Free Product')),
  brand_domain text,
  domain_was_researched boolean not null default false,
  -- {candidates: [{name, source, urls}], chapters: [{title, timeRangeStartMillis}]}
  evidence jsonb not null default '{"candidates": [], "chapters": []}',
  detected_at timestamptz not null default now(),
  unique (video_id, brand_id)
);
create index sponsorships_order on sponsorships (detected_at desc, id desc);
create index sponsorships_channel_order on sponsorships (channel_id, detected_at desc, id desc);
create index sponsorships_brand_order on sponsorships (brand_id, detected_at desc, id desc);
create index sponsorships_type_order on sponsorships (type, detected_at desc, id desc);

-- Aggregates, maintained by the triggers below.
create table creator_brand_stats (
  channel_id text not null references creators(channel_id) on delete cascade,
  brand_id uuid not null references brands(id) on delete cascade,
  sponsorship_count integer not null,
  last_sponsorship_at timestamptz,
  primary key (channel_id, brand_id)
);
create index creator_brand_stats_brand on creator_brand_stats (brand_id, sponsorship_count desc, channel_id);
create index creator_brand_stats_creator on creator_brand_stats (channel_id, sponsorship_count desc, brand_id);

create table creator_type_stats (
  channel_id text not null references creators(channel_id) on delete cascade,
  type text not null,
  sponsorship_count integer not null,
  primary key (channel_id, type)
);

create table brand_type_stats (
  brand_id uuid not null references brands(id) on delete cascade,
  type text not null,
  sponsorship_count integer not null,
  primary key (brand_id, type)
);

-- A video holds at most one sponsorship per brand, so sponsorships per (brand, agency) are videos.
create table brand_agency_stats (
  brand_id uuid not null references brands(id) on delete cascade,
  agency_id uuid not null references agencies(id) on delete cascade,
  video_count integer not null,
  last_seen_at timestamptz,
  primary key (brand_id, agency_id)
);

-- Keep brand_domains in step with brands.domains and brands.shorteners.
create function brands_sync_domains() returns trigger language plpgsql as $$
begin
  delete from brand_domains where brand_id = new.id;
  insert into brand_domains (domain, brand_id, is_shortener)
  select d, new.id, bool_or(s) from (
    select lower(unnest(new.domains)) as d, false as s
    union all
    select lower(unnest(new.shorteners)), true
  ) x group by d
  on conflict (domain) do nothing;
  return null;
end $$;
create trigger brands_sync_domains after insert or update of domains, shorteners on brands
  for each row execute function brands_sync_domains();

-- A sponsorship's creator is always its video's creator.
create function sponsorships_set_channel() returns trigger language plpgsql as $$
begin
  select channel_id into new.channel_id from videos where video_id = new.video_id;
  if new.channel_id is null then
    raise exception 'video % does not exist', new.video_id using errcode = '23503';
  end if;
  return new;
end $$;
create trigger sponsorships_set_channel before insert or update of video_id on sponsorships
  for each row execute function sponsorships_set_channel();

create function sponsorship_stats_add(s sponsorships, delta integer) returns void language plpgsql as $$
declare
  pair_count integer;
begin
  if delta > 0 then
    insert into creator_brand_stats as c (channel_id, brand_id, sponsorship_count, last_sponsorship_at)
    values (s.channel_id, s.brand_id, 1, s.detected_at)
    on conflict (channel_id, brand_id) do update
      set sponsorship_count = c.sponsorship_count + 1,
          last_sponsorship_at = greatest(c.last_sponsorship_at, excluded.last_sponsorship_at)
    returning sponsorship_count into pair_count;

    update creators set sponsorship_count = sponsorship_count + 1,
      brand_count = brand_count + (case when pair_count = 1 then 1 else 0 end),
      last_sponsorship_at = greatest(last_sponsorship_at, s.detected_at), updated_at = now()
    where channel_id = s.channel_id;
    update brands set sponsorship_count = sponsorship_count + 1,
      creator_count = creator_count + (case when pair_count = 1 then 1 else 0 end),
      last_sponsorship_at = greatest(last_sponsorship_at, s.detected_at), updated_at = now()
    where id = s.brand_id;

    insert into creator_type_stats as c values (s.channel_id, s.type, 1)
    on conflict (channel_id, type) do update set sponsorship_count = c.sponsorship_count + 1;
    insert into brand_type_stats as b values (s.brand_id, s.type, 1)
    on conflict (brand_id, type) do update set sponsorship_count = b.sponsorship_count + 1;
    if s.agency_id is not null then
      insert into brand_agency_stats as a values (s.brand_id, s.agency_id, 1, s.detected_at)
      on conflict (brand_id, agency_id) do update
        set video_count = a.video_count + 1, last_seen_at = greatest(a.last_seen_at, excluded.last_seen_at);
    end if;
  else
    update creator_brand_stats set sponsorship_count = sponsorship_count - 1
    where channel_id = s.channel_id and brand_id = s.brand_id
    returning sponsorship_count into pair_count;
    if pair_count = 0 then
      delete from creator_brand_stats where channel_id = s.channel_id and brand_id = s.brand_id;
    else
      update creator_brand_stats set last_sponsorship_at =
        (select max(detected_at) from sponsorships where channel_id = s.channel_id and brand_id = s.brand_id)
      where channel_id = s.channel_id and brand_id = s.brand_id;
    end if;

    update creators set sponsorship_count = sponsorship_count - 1,
      brand_count = brand_count - (case when pair_count = 0 then 1 else 0 end),
      last_sponsorship_at = (select max(last_sponsorship_at) from creator_brand_stats where channel_id = s.channel_id),
      updated_at = now()
    where channel_id = s.channel_id;
    update brands set sponsorship_count = sponsorship_count - 1,
      creator_count = creator_count - (case when pair_count = 0 then 1 else 0 end),
      last_sponsorship_at = (select max(last_sponsorship_at) from creator_brand_stats where brand_id = s.brand_id),
      updated_at = now()
    where id = s.brand_id;

    update creator_type_stats set sponsorship_count = sponsorship_count - 1 where channel_id = s.channel_id and type = s.type;
    delete from creator_type_stats where channel_id = s.channel_id and type = s.type and sponsorship_count <= 0;
    update brand_type_stats set sponsorship_count = sponsorship_count - 1 where brand_id = s.brand_id and type = s.type;
    delete from brand_type_stats where brand_id = s.brand_id and type = s.type and sponsorship_count <= 0;
    if s.agency_id is not null then
      update brand_agency_stats set video_count = video_count - 1,
        last_seen_at = (select max(detected_at) from sponsorships where brand_id = s.brand_id and agency_id = s.agency_id)
      where brand_id = s.brand_id and agency_id = s.agency_id;
      delete from brand_agency_stats where brand_id = s.brand_id and agency_id = s.agency_id and video_count <= 0;
    end if;
  end if;
end $$;

create function sponsorships_stats() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if (old.channel_id, old.brand_id, old.type, old.agency_id, old.detected_at)
       is not distinct from (new.channel_id, new.brand_id, new.type, new.agency_id, new.detected_at) then
      return null;
    end if;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform sponsorship_stats_add(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform sponsorship_stats_add(new, 1);
  end if;
  return null;
end $$;
create trigger sponsorships_stats after insert or update or delete on sponsorships
  for each row execute function sponsorships_stats();

-- Video counts per creator.
create function videos_stats() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if old.channel_id = new.channel_id and (old.processing_state = 'processed') = (new.processing_state = 'processed') then
      return null;
    end if;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update creators set video_count = video_count - 1,
      processed_video_count = processed_video_count - (case when old.processing_state = 'processed' then 1 else 0 end),
      updated_at = now()
    where channel_id = old.channel_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update creators set video_count = video_count + 1,
      processed_video_count = processed_video_count + (case when new.processing_state = 'processed' then 1 else 0 end),
      updated_at = now()
    where channel_id = new.channel_id;
  end if;
  return null;
end $$;
create trigger videos_stats after insert or update or delete on videos
  for each row execute function videos_stats();

-- Rebuilds every aggregate from the base tables: used after bulk loads that bypass the row triggers,
-- and by tests to check that the triggers agree with a full recount.
create function refresh_directory_stats() returns void language plpgsql as $$
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
end $$;
