-- Watches' outbox, one row per change instead of one per (watch, change), and matching that reads only what it
-- tests. With 10,000 watches over a hundred brands a sponsorship matches 36 watches; migration 020 paid for each of
-- them a match row with its index entry, and a whole `watches` row (callback, filters as JSON) built per candidate.
--
-- Now:
-- * a changed sponsorship is written once, with the ids of the watches it matched (`watch_ids`, found by a GIN index);
-- * candidates come from covering partial indexes as a narrow `watch_filter` (index-only reads: the watches table
--   changes only when a watch does; what moves with its events is in `watch_positions`);
-- * each watch keeps how far it has been told, in `watch_positions` (watches/events.ts):
--     told        a snapshot: every change of a transaction visible in it has been carried (null: none yet)
--     target      while the changes committed between `told` and a later snapshot are carried batch by batch, that
--                 later snapshot (null otherwise). The set between two snapshots is fixed: no transaction becomes
--                 visible in a past snapshot, so a transaction that commits late falls into the next set, however
--                 low its id, and one left open holds back only its own changes.
--     carried_*   how far into that set, in the order of (writer's transaction id, change id).

alter table sponsorship_changes
  -- The writer's transaction.
  add column txid xid8 not null default pg_current_xact_id(),
  -- What the change is to the watches in `watch_ids` (an update can be a different change to different watches:
  -- it is then written once per kind).
  add column change text not null default 'created' check (change in ('created', 'removed', 'typeChanged')),
  add column watch_ids uuid[] not null default '{}';

-- Matches waiting for an event become change rows of their own, one per (change, kind); the events formed already
-- keep their bodies, and the rows they carried go.
insert into sponsorship_changes (sponsorship_id, item_new, item_old, type_old, at, change, watch_ids)
select c.sponsorship_id, c.item_new, c.item_old, c.type_old, c.at, m.change, array_agg(m.watch_id)
from watch_matches m join sponsorship_changes c on c.id = m.change_id
where m.event_id is null
group by c.id, m.change
order by c.id, m.change;
delete from sponsorship_changes where cardinality(watch_ids) = 0;
drop table watch_matches;

alter table sponsorship_changes alter column change drop default;
create index sponsorship_changes_txid on sponsorship_changes (txid);
create index sponsorship_changes_watches on sponsorship_changes using gin (watch_ids);

create table watch_positions (
  watch_id uuid primary key references watches(id) on delete cascade,
  told pg_snapshot,
  target pg_snapshot,
  carried_txid xid8 not null default '0',
  carried_id bigint not null default 0
);

-- Whether the watch's events have carried the change (one that matched it).
create function watch_carried(c sponsorship_changes, p watch_positions) returns boolean language sql stable as $$
  select coalesce(pg_visible_in_snapshot(c.txid, p.told), false)
    or (p.target is not null and pg_visible_in_snapshot(c.txid, p.target)
        and (c.txid, c.id) <= (p.carried_txid, p.carried_id))
$$;

-- What matching reads of a watch.
create type watch_filter as (
  id uuid,
  on_changes text[],
  brand_id uuid,
  channel_id text,
  brand_domain text,
  type text,
  min_confidence real,
  search_pattern text,
  needs_lookup boolean,
  detected_after timestamptz,
  detected_before timestamptz,
  published_after timestamptz,
  published_before timestamptz
);

-- The triggers are replaced below; the functions they called take the narrow filter now.
drop trigger sponsorships_watch_insert on sponsorships;
drop trigger sponsorships_watch_delete on sponsorships;
drop trigger sponsorships_watch_update on sponsorships;
drop function sponsorships_watch_insert();
drop function sponsorships_watch_delete();
drop function sponsorships_watch_update();
drop function watch_candidates(sponsorships);
drop function watch_matches_row(watches, sponsorships);
drop function watch_matches_lookups(watches, sponsorships);
drop function watch_matches_columns(watches, sponsorships);

-- Each active watch is in exactly one of these, carrying every column matching reads.
drop index watches_by_brand, watches_by_channel, watches_by_domain, watches_by_type, watches_unkeyed;
-- A domain filter is now tested against the row's brand domains, read once per row by the trigger: only a search
-- term with a line break still reads other rows per watch.
alter table watches drop column needs_lookup;
alter table watches add column needs_lookup boolean not null
  generated always as (coalesce(position(E'\n' in search_pattern), 0) > 0) stored;
create index watches_by_brand on watches (brand_id)
  include (id, on_changes, channel_id, brand_domain, type, min_confidence, search_pattern, needs_lookup,
    detected_after, detected_before, published_after, published_before)
  where not paused and brand_id is not null;
create index watches_by_channel on watches (channel_id)
  include (id, on_changes, brand_id, brand_domain, type, min_confidence, search_pattern, needs_lookup,
    detected_after, detected_before, published_after, published_before)
  where not paused and brand_id is null and channel_id is not null;
create index watches_by_domain on watches (brand_domain)
  include (id, on_changes, brand_id, channel_id, type, min_confidence, search_pattern, needs_lookup,
    detected_after, detected_before, published_after, published_before)
  where not paused and brand_id is null and channel_id is null and brand_domain is not null;
create index watches_by_type on watches (type)
  include (id, on_changes, brand_id, channel_id, brand_domain, min_confidence, search_pattern, needs_lookup,
    detected_after, detected_before, published_after, published_before)
  where not paused and brand_id is null and channel_id is null and brand_domain is null and type is not null;
create index watches_unkeyed on watches (id)
  include (on_changes, brand_id, channel_id, brand_domain, type, min_confidence, search_pattern, needs_lookup,
    detected_after, detected_before, published_after, published_before)
  where not paused and brand_id is null and channel_id is null and brand_domain is null and type is null;

-- Whether a sponsorship row is in a watch's answer: the sponsorships list's filters (directory/sponsorships.ts),
-- the same conditions on one row, given the domains of the row's brand. test/watches/matching.test.ts compares the
-- two over many filters and rows. Split so the common case costs no function call per candidate: the filters that
-- read the row (and the domains the caller read once for it) are an expression PostgreSQL inlines into the triggers'
-- statements; only a search term with a line break, matched field by field, calls the part that reads other rows.
create function watch_matches_columns(w watch_filter, s sponsorships, brand_domains text[]) returns boolean
language sql immutable as $$
  select (w.brand_id is null or s.brand_id = w.brand_id)
    and (w.channel_id is null or s.channel_id = w.channel_id)
    and (w.brand_domain is null or w.brand_domain = any(brand_domains))
    and (w.type is null or s.type = w.type)
    and (w.min_confidence is null or s.confidence >= w.min_confidence)
    and (w.detected_after is null or s.detected_at >= w.detected_after)
    and (w.detected_before is null or s.detected_at < w.detected_before)
    and (w.published_after is null or s.published_at >= w.published_after)
    and (w.published_before is null or s.published_at < w.published_before)
    and (w.search_pattern is null or position(E'\n' in w.search_pattern) > 0 or s.search like w.search_pattern)
$$;

create function watch_matches_lookups(w watch_filter, s sponsorships) returns boolean language sql stable as $$
  select w.search_pattern is null or position(E'\n' in w.search_pattern) = 0
    or exists (select 1 from brands b where b.id = s.brand_id and lower(b.name) like w.search_pattern)
    or exists (select 1 from creators c where c.channel_id = s.channel_id
               and lower(coalesce(c.title, '') || ' ' || coalesce(c.handle, '')) like w.search_pattern)
    or exists (select 1 from videos v where v.video_id = s.video_id and lower(v.title) like w.search_pattern)
$$;

create function watch_matches_row(w watch_filter, s sponsorships, brand_domains text[]) returns boolean
language sql stable as $$
  select watch_matches_columns(w, s, brand_domains)
    and case when w.needs_lookup then watch_matches_lookups(w, s) else true end
$$;

-- The domains of a brand, as the triggers read them once per written row.
create function brand_domain_list(brand uuid) returns text[] language sql stable as $$
  select coalesce(array_agg(d.domain), '{}') from brand_domains d where d.brand_id = brand
$$;

-- The active watches a row may match (given its brand's domains), found by one index probe per key of the row (not
-- yet tested), read from the indexes alone.
create function watch_candidates(s sponsorships, brand_domains text[]) returns setof watch_filter
language sql stable as $$
  select id, on_changes, brand_id, channel_id, brand_domain, type, min_confidence, search_pattern, needs_lookup,
      detected_after, detected_before, published_after, published_before
    from watches where not paused and brand_id = s.brand_id
  union all
  select id, on_changes, brand_id, channel_id, brand_domain, type, min_confidence, search_pattern, needs_lookup,
      detected_after, detected_before, published_after, published_before
    from watches where not paused and brand_id is null and channel_id = s.channel_id
  union all
  select id, on_changes, brand_id, channel_id, brand_domain, type, min_confidence, search_pattern, needs_lookup,
      detected_after, detected_before, published_after, published_before
    from watches where not paused and brand_id is null and channel_id is null
      and brand_domain = any(brand_domains)
  union all
  select id, on_changes, brand_id, channel_id, brand_domain, type, min_confidence, search_pattern, needs_lookup,
      detected_after, detected_before, published_after, published_before
    from watches where not paused and brand_id is null and channel_id is null and brand_domain is null
      and type = s.type
  union all
  select id, on_changes, brand_id, channel_id, brand_domain, type, min_confidence, search_pattern, needs_lookup,
      detected_after, detected_before, published_after, published_before
    from watches where not paused and brand_id is null and channel_id is null and brand_domain is null
      and type is null
$$;

-- The change rows of a statement: one per (row, change), in the order of detection, each with the watches it matched.
create function sponsorships_watch_insert() returns trigger language plpgsql as $$
begin
  if not watches_any_active() then return null; end if;
  insert into sponsorship_changes (sponsorship_id, item_new, change, watch_ids)
  select n.id, n.summary::jsonb, 'created', m.ids
  from new_rows n cross join lateral (select brand_domain_list(n.brand_id) as domains) d cross join lateral (
    select array_agg(w.id) as ids from watch_candidates(n, d.domains) w
    where 'created' = any(w.on_changes) and watch_matches_row(w, n, d.domains)
  ) m
  where m.ids is not null
  order by n.detected_at, n.id;
  if found then perform pg_notify('csds_deliveries', 'watch'); end if;
  return null;
end $$;

create function sponsorships_watch_delete() returns trigger language plpgsql as $$
begin
  if not watches_any_active() then return null; end if;
  insert into sponsorship_changes (sponsorship_id, item_old, type_old, change, watch_ids)
  select o.id, o.summary::jsonb, o.type, 'removed', m.ids
  from old_rows o cross join lateral (select brand_domain_list(o.brand_id) as domains) d cross join lateral (
    select array_agg(w.id) as ids from watch_candidates(o, d.domains) w
    where 'removed' = any(w.on_changes) and watch_matches_row(w, o, d.domains)
  ) m
  where m.ids is not null
  order by o.detected_at, o.id;
  if found then perform pg_notify('csds_deliveries', 'watch'); end if;
  return null;
end $$;

-- An update matters when a field a filter reads changed: the candidates of the old and the new row are each tested
-- against both.
create function sponsorships_watch_update() returns trigger language plpgsql as $$
begin
  if not watches_any_active() then return null; end if;
  with p as (
    select o::sponsorships as o, n::sponsorships as n,
      brand_domain_list(o.brand_id) as od, brand_domain_list(n.brand_id) as nd
    from old_rows o join new_rows n on n.id = o.id
    where (o.type, o.brand_id, o.channel_id, o.confidence, o.detected_at, o.published_at, o.search)
      is distinct from (n.type, n.brand_id, n.channel_id, n.confidence, n.detected_at, n.published_at, n.search)
  ), x as (
    select w.id as watch_id, w.on_changes, (p.n).id, (p.o).type as old_type, (p.n).type as new_type,
      watch_matches_row(w, p.o, p.od) as was_in, watch_matches_row(w, p.n, p.nd) as is_in
    from p cross join lateral (
      select * from watch_candidates(p.o, p.od) union select * from watch_candidates(p.n, p.nd)
    ) w
  ), k as (
    select y.id, y.change, array_agg(y.watch_id) as ids from (
      select x.watch_id, x.id, x.on_changes,
        case when x.was_in and x.is_in then 'typeChanged' when x.is_in then 'created' else 'removed' end as change
      from x
      where (x.was_in or x.is_in) and (x.was_in <> x.is_in or x.old_type is distinct from x.new_type)
    ) y
    where y.change = any(y.on_changes)
    group by y.id, y.change
  )
  insert into sponsorship_changes (sponsorship_id, item_new, item_old, type_old, change, watch_ids)
  select (p.n).id, (p.n).summary::jsonb, (p.o).summary::jsonb, (p.o).type, k.change, k.ids
  from k join p on (p.n).id = k.id
  order by (p.n).detected_at, (p.n).id, k.change;
  if found then perform pg_notify('csds_deliveries', 'watch'); end if;
  return null;
end $$;

create trigger sponsorships_watch_insert after insert on sponsorships
  referencing new table as new_rows for each statement execute function sponsorships_watch_insert();
create trigger sponsorships_watch_delete after delete on sponsorships
  referencing old table as old_rows for each statement execute function sponsorships_watch_delete();
create trigger sponsorships_watch_update after update on sponsorships
  referencing old table as old_rows new table as new_rows for each statement execute function sponsorships_watch_update();
