-- Watches (docs/api.md "Watches"): an account's standing question over the sponsorships list, answered by signed
-- webhook events when its answer changes.
--
-- Matching happens here, in the statement that writes sponsorships (detection, tracking, an import, anything): the
-- statement triggers below append one row to watch_matches per (watch, sponsorship, change) in the writer's own
-- transaction (the outbox), so a crash loses no match and a retried write that changes nothing matches nothing.
-- A watch's filters are copied into columns; each active watch is reached through exactly one index, the first of
-- its brand, channel, domain and type filters it has (a watch with none of them, a search or a date range alone, is
-- read for every written row), so a written row costs an index probe per key whatever the number of watches.
--
-- The changes, relative to the watch's answer (the rows the sponsorships list shows with its filters):
--   created      a sponsorship enters the answer: a new one, or an existing one that now matches (its type changed
--                to the watched one, its confidence rose, a rename made the search term appear)
--   removed      one leaves it: deleted (its evidence is gone), or no longer matching
--   typeChanged  one stays in it with another type
-- A paused watch matches nothing.
--
-- Events are formed from the matches (with their changes' list items) by watches/events.ts: a watch's pending matches, in order, become one event
-- of up to max_batch sponsorships (and 32 KiB), with its delivery, in one transaction that marks them; the next one is
-- formed when the watch's last delivery is settled, so a watch's events arrive in the order of the changes.

create table watches (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  label text,
  -- The sponsorships list's filters as accepted (canonical: known keys in a fixed order, bounds as instants).
  filters jsonb not null,
  on_changes text[] not null default '{created}'
    check (cardinality(on_changes) > 0 and on_changes <@ array['created', 'removed', 'typeChanged']),
  paused boolean not null default false,
  max_batch integer not null default 100 check (max_batch between 1 and 100),
  -- The filters as the matching reads them.
  brand_id uuid,
  channel_id text,
  brand_domain text,
  type text,
  min_confidence real,
  search_pattern text,
  -- The filters that read other rows than the sponsorship's (watch_matches_lookups).
  needs_lookup boolean not null generated always as
    (brand_domain is not null or coalesce(position(E'\n' in search_pattern), 0) > 0) stored,
  detected_after timestamptz,
  detected_before timestamptz,
  published_after timestamptz,
  published_before timestamptz,
  -- The callback, as operations keep theirs: only the origin is clear.
  callback_origin text not null,
  callback_url_sealed text not null,
  callback_format text not null check (callback_format in ('event', 'session-message')),
  callback_secret_sealed text,
  callback_token_sealed text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index watches_account_order on watches (account_id, created_at desc, id desc);
create index watches_by_brand on watches (brand_id) where not paused and brand_id is not null;
create index watches_by_channel on watches (channel_id)
  where not paused and brand_id is null and channel_id is not null;
create index watches_by_domain on watches (brand_domain)
  where not paused and brand_id is null and channel_id is null and brand_domain is not null;
create index watches_by_type on watches (type)
  where not paused and brand_id is null and channel_id is null and brand_domain is null and type is not null;
create index watches_unkeyed on watches (id)
  where not paused and brand_id is null and channel_id is null and brand_domain is null and type is null;

-- Watch events and their deliveries share the operations' tables: an event belongs to an operation or to a watch.
alter table webhook_events alter column operation_id drop not null, alter column operation drop not null,
  add column watch_id uuid references watches(id) on delete cascade,
  -- A watch event's body fields: {watch: {id, label}, sponsorships: [...]}, fixed when the event is formed.
  add column payload jsonb,
  add constraint webhook_events_one_owner check ((operation_id is null) <> (watch_id is null));
alter table webhook_deliveries alter column operation_id drop not null,
  add column watch_id uuid references watches(id) on delete cascade,
  add constraint webhook_deliveries_one_owner check ((operation_id is null) <> (watch_id is null));
create index webhook_deliveries_watch on webhook_deliveries (watch_id, created_at, id) where watch_id is not null;
create index webhook_deliveries_watch_pending on webhook_deliveries (watch_id) where watch_id is not null and status = 'pending';

-- A written row that some watch matched, once, however many watches matched it: its list item after the change
-- (null for a deletion) and before it (null for an insertion), and its type before. A burst that forty watches match
-- writes each list item once, not forty times.
create table sponsorship_changes (
  id bigserial primary key,
  sponsorship_id uuid not null,
  item_new jsonb,
  item_old jsonb,
  type_old text,
  at timestamptz not null default now()
);

-- No foreign keys: a match row is written per (watch, row) inside the writer's statement, and a key check per row
-- (two: the watch, the change) was a large part of its cost. A watch's matches are deleted with it
-- (watches/records.ts deleteWatch); a match that a concurrent write adds for a watch being deleted stays as an inert
-- row (forming an event joins the watch).
-- Nor a key of its own: a watch's matches are ordered by their change (changes are numbered in the order of
-- detection), and the one index a match row needs is the waiting ones' (watch, change).
create table watch_matches (
  watch_id uuid not null,
  -- The change's list items (sponsorship_changes.id); a watch's events carry its matches in this order.
  change_id bigint not null,
  sponsorship_id uuid not null,
  change text not null check (change in ('created', 'removed', 'typeChanged')),
  -- The event that carries it; null while it waits for one.
  event_id uuid
);
create index watch_matches_pending on watch_matches (watch_id, change_id) where event_id is null;
create index watch_matches_event on watch_matches (event_id) where event_id is not null;

-- Whether a sponsorship row is in a watch's answer: the sponsorships list's filters (directory/sponsorships.ts),
-- the same conditions on one row. test/watches/matching.test.ts compares the two over many filters and rows.
-- Split in two so the common case costs no function call per candidate: the filters that read the row alone are
-- an expression PostgreSQL inlines into the triggers' statements; only a watch that needs other rows (a domain's
-- brand, a search term with a line break, matched field by field) calls the second part.
create function watch_matches_columns(w watches, s sponsorships) returns boolean language sql immutable as $$
  select (w.brand_id is null or s.brand_id = w.brand_id)
    and (w.channel_id is null or s.channel_id = w.channel_id)
    and (w.type is null or s.type = w.type)
    and (w.min_confidence is null or s.confidence >= w.min_confidence)
    and (w.detected_after is null or s.detected_at >= w.detected_after)
    and (w.detected_before is null or s.detected_at < w.detected_before)
    and (w.published_after is null or s.published_at >= w.published_after)
    and (w.published_before is null or s.published_at < w.published_before)
    and (w.search_pattern is null or position(E'\n' in w.search_pattern) > 0 or s.search like w.search_pattern)
$$;

create function watch_matches_lookups(w watches, s sponsorships) returns boolean language sql stable as $$
  select (w.brand_domain is null
          or s.brand_id = (select d.brand_id from brand_domains d where d.domain = w.brand_domain))
    and (w.search_pattern is null or position(E'\n' in w.search_pattern) = 0
         or exists (select 1 from brands b where b.id = s.brand_id and lower(b.name) like w.search_pattern)
         or exists (select 1 from creators c where c.channel_id = s.channel_id
                    and lower(coalesce(c.title, '') || ' ' || coalesce(c.handle, '')) like w.search_pattern)
         or exists (select 1 from videos v where v.video_id = s.video_id and lower(v.title) like w.search_pattern))
$$;

create function watch_matches_row(w watches, s sponsorships) returns boolean language sql stable as $$
  select watch_matches_columns(w, s) and case when w.needs_lookup then watch_matches_lookups(w, s) else true end
$$;

-- The active watches a row may match, found by one index probe per key of the row (not yet tested).
create function watch_candidates(s sponsorships) returns setof watches language sql stable as $$
  select * from watches where not paused and brand_id = s.brand_id
  union all
  select * from watches where not paused and brand_id is null and channel_id = s.channel_id
  union all
  select * from watches where not paused and brand_id is null and channel_id is null
    and brand_domain in (select d.domain from brand_domains d where d.brand_id = s.brand_id)
  union all
  select * from watches where not paused and brand_id is null and channel_id is null and brand_domain is null
    and type = s.type
  union all
  select * from watches where not paused and brand_id is null and channel_id is null and brand_domain is null
    and type is null
$$;

-- Read first by each trigger, so a directory without active watches pays one index read per statement.
create function watches_any_active() returns boolean language sql stable as $$
  select exists (select 1 from watches where not paused)
$$;

-- Each trigger finds the (watch, row) pairs first, then writes one change per matched row, numbered in the order of
-- detection, and the pairs pointing at it.
create function sponsorships_watch_insert() returns trigger language plpgsql as $$
begin
  if not watches_any_active() then return null; end if;
  with m as materialized (
    select w.id as watch_id, n.id, n.detected_at from new_rows n cross join lateral watch_candidates(n) w
    where 'created' = any(w.on_changes) and watch_matches_row(w, n)
  ), c as (
    insert into sponsorship_changes (sponsorship_id, item_new)
    select n.id, n.summary::jsonb from new_rows n where n.id in (select id from m) order by n.detected_at, n.id
    returning id, sponsorship_id
  )
  insert into watch_matches (watch_id, sponsorship_id, change, change_id)
  select m.watch_id, m.id, 'created', c.id from m join c on c.sponsorship_id = m.id;
  if found then perform pg_notify('csds_deliveries', 'watch'); end if;
  return null;
end $$;

create function sponsorships_watch_delete() returns trigger language plpgsql as $$
begin
  if not watches_any_active() then return null; end if;
  with m as materialized (
    select w.id as watch_id, o.id, o.detected_at from old_rows o cross join lateral watch_candidates(o) w
    where 'removed' = any(w.on_changes) and watch_matches_row(w, o)
  ), c as (
    insert into sponsorship_changes (sponsorship_id, item_old, type_old)
    select o.id, o.summary::jsonb, o.type from old_rows o where o.id in (select id from m) order by o.detected_at, o.id
    returning id, sponsorship_id
  )
  insert into watch_matches (watch_id, sponsorship_id, change, change_id)
  select m.watch_id, m.id, 'removed', c.id from m join c on c.sponsorship_id = m.id;
  if found then perform pg_notify('csds_deliveries', 'watch'); end if;
  return null;
end $$;

-- An update matters when a field a filter reads changed: the candidates of the old and the new row are each tested
-- against both.
create function sponsorships_watch_update() returns trigger language plpgsql as $$
begin
  if not watches_any_active() then return null; end if;
  with p as (
    select o::sponsorships as o, n::sponsorships as n from old_rows o join new_rows n on n.id = o.id
    where (o.type, o.brand_id, o.channel_id, o.confidence, o.detected_at, o.published_at, o.search)
      is distinct from (n.type, n.brand_id, n.channel_id, n.confidence, n.detected_at, n.published_at, n.search)
  ), x as (
    select w.id as watch_id, w.on_changes, (p.n).id, (p.n).detected_at, (p.o).type as old_type, (p.n).type as new_type,
      watch_matches_row(w, p.o) as was_in, watch_matches_row(w, p.n) as is_in
    from p cross join lateral (
      select * from watches where id in (select id from watch_candidates(p.o) union select id from watch_candidates(p.n))
    ) w
  ), k as materialized (
    select * from (
      select x.watch_id, x.id, x.detected_at, x.on_changes,
        case when x.was_in and x.is_in then 'typeChanged' when x.is_in then 'created' else 'removed' end as change
      from x
      where (x.was_in or x.is_in) and (x.was_in <> x.is_in or x.old_type is distinct from x.new_type)
    ) y
    where y.change = any(y.on_changes)
  ), c as (
    insert into sponsorship_changes (sponsorship_id, item_new, item_old, type_old)
    select (p.n).id, (p.n).summary::jsonb, (p.o).summary::jsonb, (p.o).type from p where (p.n).id in (select id from k)
    order by (p.n).detected_at, (p.n).id
    returning id, sponsorship_id
  )
  insert into watch_matches (watch_id, sponsorship_id, change, change_id)
  select k.watch_id, k.id, k.change, c.id from k join c on c.sponsorship_id = k.id;
  if found then perform pg_notify('csds_deliveries', 'watch'); end if;
  return null;
end $$;

create trigger sponsorships_watch_insert after insert on sponsorships
  referencing new table as new_rows for each statement execute function sponsorships_watch_insert();
create trigger sponsorships_watch_delete after delete on sponsorships
  referencing old table as old_rows for each statement execute function sponsorships_watch_delete();
create trigger sponsorships_watch_update after update on sponsorships
  referencing old table as old_rows new table as new_rows for each statement execute function sponsorships_watch_update();
