-- Discovery remembers where each paid source stopped, so a run goes on from there instead of paying again for what an
-- earlier run already read: the next page of each search an account's runs make, and the charts YouTube listed (shared
-- by every account, as featured channels are).
create table discovery_searches (
  account_id uuid not null references accounts (id) on delete cascade,
  query text not null,
  -- search.list's type: channel (a keyword: channels whose title or description hold it) or video (a brand: the
  -- uploads that name it, whose channels are likely its sponsored creators)
  type text not null check (type in ('channel', 'video')),
  -- The token of the next page to read; null with exhausted_at set when YouTube listed no further page.
  page_token text,
  pages integer not null default 0 check (pages >= 0),
  exhausted_at timestamptz,
  read_at timestamptz not null default now(),
  primary key (account_id, query, type)
);
comment on table discovery_searches is
  'Where each of an account''s discovery searches stopped: the next page token and pages read; an exhausted search is read again from its first page after DISCOVERY_RESCORE_DAYS (src/discovery/search.ts)';

create table discovery_charts (
  -- '' when the chart was asked without a region or a category
  region text not null,
  category text not null,
  page integer not null check (page >= 0),
  channels text[] not null,
  next_page_token text,
  read_at timestamptz not null default now(),
  primary key (region, category, page)
);
comment on table discovery_charts is
  'The channels of each page of a YouTube chart (videos.list chart=mostPopular) per region and category, shared by every account and read again once older than DISCOVERY_CHART_HOURS (src/discovery/charts.ts)';
