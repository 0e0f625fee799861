-- Change is recorded once (issue 33; docs/decisions.md "Change is recorded once: the trigger families"). Each
-- directory table had four statement triggers recording its read-cache tags (migrations 019, 022) and four moving the
-- export cache's data version (migrations 003, 014), over the same transition tables: 44 triggers for one fact, "these
-- rows changed". Now one row trigger a table (<table>_changed(), generated from src/directory/tags.ts, migration 060)
-- records the tags and moves the version through directory_change_record(), and one truncate trigger a table records
-- everything. The version moves once per transaction (at the first directory row a top-level statement writes), not
-- once per statement: readers see committed versions only, so one move per transaction tells them the same. The three
-- row triggers counting an account's running operations (migration 005) become one, its function testing the
-- conditions their WHEN clauses held (a trigger of several events cannot name OLD and NEW in WHEN).

create function directory_change_record(p_tags text[]) returns void language plpgsql as $$
begin
  insert into directory_changes (tags) select p_tags where cardinality(p_tags) > 0;
  -- A write a trigger makes belongs to the statement that fired it, which moved the version already.
  if pg_trigger_depth() = 1 and current_setting('csds.directory_version_moved', true) is distinct from 'on' then
    update directory_version set n = n + 1 where shard = pg_backend_pid() % 16;
    -- Transaction-local: reset at commit, and undone with the move when a savepoint rolls back.
    perform set_config('csds.directory_version_moved', 'on', true);
  end if;
end $$;
comment on function directory_change_record(text[]) is
  'Records a directory write once: its read-cache tags in directory_changes (read by directory/readCache.ts) and, '
  'once per transaction of a top-level write, a move of the data version the export cache reuses files by '
  '(directory_version, read by directory_version_now())';

create or replace function directory_changes_truncate() returns trigger language plpgsql as $$
begin
  perform directory_change_record('{*}');
  return null;
end $$;
comment on function directory_changes_truncate() is
  'A TRUNCATE of a directory table changed everything: records the tag * (every cached response) and moves the data version';

-- The 44 statement triggers of the two families, and the version's functions.
drop trigger agencies_changes_insert on agencies;
drop trigger agencies_changes_update on agencies;
drop trigger agencies_changes_delete on agencies;
drop trigger agencies_version on agencies;
drop trigger agencies_version_insert on agencies;
drop trigger agencies_version_update on agencies;
drop trigger agencies_version_delete on agencies;
drop trigger brand_domains_changes_insert on brand_domains;
drop trigger brand_domains_changes_update on brand_domains;
drop trigger brand_domains_changes_delete on brand_domains;
drop trigger brands_changes_insert on brands;
drop trigger brands_changes_update on brands;
drop trigger brands_changes_delete on brands;
drop trigger brands_version on brands;
drop trigger brands_version_insert on brands;
drop trigger brands_version_update on brands;
drop trigger brands_version_delete on brands;
drop trigger creators_changes_insert on creators;
drop trigger creators_changes_update on creators;
drop trigger creators_changes_delete on creators;
drop trigger creators_version on creators;
drop trigger creators_version_insert on creators;
drop trigger creators_version_update on creators;
drop trigger creators_version_delete on creators;
drop trigger sponsorships_changes_insert on sponsorships;
drop trigger sponsorships_changes_update on sponsorships;
drop trigger sponsorships_changes_delete on sponsorships;
drop trigger sponsorships_version on sponsorships;
drop trigger sponsorships_version_insert on sponsorships;
drop trigger sponsorships_version_update on sponsorships;
drop trigger sponsorships_version_delete on sponsorships;
drop trigger videos_changes_insert on videos;
drop trigger videos_changes_update on videos;
drop trigger videos_changes_delete on videos;
drop trigger videos_version on videos;
drop trigger videos_version_insert on videos;
drop trigger videos_version_update on videos;
drop trigger videos_version_delete on videos;
drop function agencies_changes();
drop function brand_domains_changes();
drop function brands_changes();
drop function creators_changes();
drop function sponsorships_changes();
drop function videos_changes();
drop function bump_directory_version();
drop function bump_directory_version_changed();

create trigger agencies_changed after insert or update or delete on agencies
  for each row execute function agencies_changed();
create trigger brand_domains_changed after insert or update or delete on brand_domains
  for each row execute function brand_domains_changed();
create trigger brands_changed after insert or update or delete on brands
  for each row execute function brands_changed();
create trigger creators_changed after insert or update or delete on creators
  for each row execute function creators_changed();
create trigger sponsorships_changed after insert or update or delete on sponsorships
  for each row execute function sponsorships_changed();
create trigger videos_changed after insert or update or delete on videos
  for each row execute function videos_changed();

-- Running operations per account: one trigger.
drop trigger operations_running_insert on operations;
drop trigger operations_running_update on operations;
drop trigger operations_running_delete on operations;
create or replace function count_running_operations() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'running' then
      update accounts set running_operations = running_operations - 1 where id = old.account_id;
    end if;
  elsif tg_op = 'INSERT' then
    if new.status = 'running' then
      update accounts set running_operations = running_operations + 1 where id = new.account_id;
    end if;
  elsif (old.status = 'running') is distinct from (new.status = 'running') then
    if new.status = 'running' then
      update accounts set running_operations = running_operations + 1 where id = new.account_id;
    else
      update accounts set running_operations = running_operations - 1 where id = old.account_id;
    end if;
  end if;
  return null;
end $$;
create trigger operations_running after insert or update of status or delete on operations
  for each row execute function count_running_operations();

-- What every trigger and trigger function records, and for whom.
comment on function count_running_operations() is
  'Keeps accounts.running_operations exact as an operation enters or leaves the status running (the per-account cap on running operations)';
comment on function count_operations() is
  'Adds a statement''s net change of operations per (kind, status) to a shard of operation_counts (read by the metrics scrape)';
comment on function count_webhook_deliveries() is
  'Adds a statement''s net change of webhook deliveries per status to a shard of webhook_delivery_counts (read by the metrics scrape)';
comment on function count_webhook_attempts() is
  'Adds a statement''s webhook attempts per outcome to a shard of webhook_attempt_counts (read by the metrics scrape)';
comment on function brands_sync_domains() is
  'Keeps the domain map brand_domains (domain -> brand, read by detection and the bd: tags) as a brand''s domains and shorteners say';
comment on function sponsorships_render_row() is
  'Renders a sponsorship''s stored list item (summary) and search document as the row is written (read by the sponsorships list and watches)';
comment on function sponsorships_set_channel() is
  'Fills a sponsorship''s channel from its video when a writer left it out or moved the row to another video';
comment on function sponsorships_stats_insert() is
  'Adds a statement''s new sponsorships to the aggregates of creators, brands, pairs, types and agencies (read by details, lists and top lists)';
comment on function sponsorships_stats_update() is
  'Moves a statement''s changed sponsorships between the aggregates of creators, brands, pairs, types and agencies';
comment on function sponsorships_stats_delete() is
  'Removes a statement''s deleted sponsorships from the aggregates of creators, brands, pairs, types and agencies';
comment on function videos_stats_insert() is
  'Adds a statement''s new videos to their creators'' video counts (read by creator details and lists)';
comment on function videos_stats_update() is
  'Moves a statement''s changed videos between their creators'' video and processed-video counts';
comment on function videos_stats_delete() is
  'Removes a statement''s deleted videos from their creators'' video counts';
comment on function sponsorships_watch_insert() is
  'Appends the new sponsorships that active watches match to the watch outbox sponsorship_changes (read by watches/events.ts)';
comment on function sponsorships_watch_update() is
  'Appends the updated sponsorships that enter, leave or change type in an active watch''s answer to the watch outbox sponsorship_changes';
comment on function sponsorships_watch_delete() is
  'Appends the deleted sponsorships that active watches matched to the watch outbox sponsorship_changes';

comment on trigger agencies_changed on agencies is 'Change log: the read-cache tags and data version of an agencies write';
comment on trigger brand_domains_changed on brand_domains is 'Change log: the read-cache tags and data version of a brand_domains write';
comment on trigger brands_changed on brands is 'Change log: the read-cache tags and data version of a brands write';
comment on trigger creators_changed on creators is 'Change log: the read-cache tags and data version of a creators write';
comment on trigger sponsorships_changed on sponsorships is 'Change log: the read-cache tags and data version of a sponsorships write';
comment on trigger videos_changed on videos is 'Change log: the read-cache tags and data version of a videos write';
comment on trigger agencies_changes_truncate on agencies is 'Change log: a TRUNCATE of agencies changed everything';
comment on trigger brand_domains_changes_truncate on brand_domains is 'Change log: a TRUNCATE of brand_domains changed everything';
comment on trigger brands_changes_truncate on brands is 'Change log: a TRUNCATE of brands changed everything';
comment on trigger creators_changes_truncate on creators is 'Change log: a TRUNCATE of creators changed everything';
comment on trigger sponsorships_changes_truncate on sponsorships is 'Change log: a TRUNCATE of sponsorships changed everything';
comment on trigger videos_changes_truncate on videos is 'Change log: a TRUNCATE of videos changed everything';
comment on trigger brands_render on brands is 'Rendering: sponsorships of brands whose shown fields changed are rendered again';
comment on trigger creators_render on creators is 'Rendering: sponsorships of creators whose shown fields changed are rendered again';
comment on trigger videos_render on videos is 'Rendering: sponsorships of videos whose shown fields changed are rendered again';
comment on trigger sponsorships_summary on sponsorships is 'Rendering: the list item and search document of a sponsorship as it is written';
comment on trigger sponsorships_set_channel on sponsorships is 'Rendering: a new sponsorship without a channel takes its video''s';
comment on trigger sponsorships_set_channel_on_move on sponsorships is 'Rendering: a sponsorship moved to another video takes that video''s channel';
comment on trigger brands_sync_domains on brands is 'Aggregates: the domain map follows a brand''s domains and shorteners';
comment on trigger sponsorships_stats_insert on sponsorships is 'Aggregates: new sponsorships counted';
comment on trigger sponsorships_stats_update on sponsorships is 'Aggregates: changed sponsorships moved between counts';
comment on trigger sponsorships_stats_delete on sponsorships is 'Aggregates: deleted sponsorships uncounted';
comment on trigger videos_stats_insert on videos is 'Aggregates: new videos counted for their creators';
comment on trigger videos_stats_update on videos is 'Aggregates: changed videos moved between their creators'' counts';
comment on trigger videos_stats_delete on videos is 'Aggregates: deleted videos uncounted';
comment on trigger sponsorships_watch_insert on sponsorships is 'Watch outbox: new sponsorships matched against active watches';
comment on trigger sponsorships_watch_update on sponsorships is 'Watch outbox: updated sponsorships matched against active watches';
comment on trigger sponsorships_watch_delete on sponsorships is 'Watch outbox: deleted sponsorships matched against active watches';
comment on trigger operations_count_insert on operations is 'Counters: new operations per kind and status';
comment on trigger operations_count_update on operations is 'Counters: operations moved between statuses';
comment on trigger operations_count_delete on operations is 'Counters: deleted operations';
comment on trigger operations_count_truncate on operations is 'Counters: a TRUNCATE of operations empties their counts';
comment on trigger operations_running on operations is 'Counters: an account''s running operations';
comment on trigger webhook_deliveries_count_insert on webhook_deliveries is 'Counters: new webhook deliveries per status';
comment on trigger webhook_deliveries_count_update on webhook_deliveries is 'Counters: webhook deliveries moved between statuses';
comment on trigger webhook_deliveries_count_delete on webhook_deliveries is 'Counters: deleted webhook deliveries';
comment on trigger webhook_deliveries_count_truncate on webhook_deliveries is 'Counters: a TRUNCATE of webhook deliveries empties their counts';
comment on trigger webhook_attempts_count_insert on webhook_attempts is 'Counters: new webhook attempts per outcome';
comment on trigger webhook_attempts_count_truncate on webhook_attempts is 'Counters: a TRUNCATE of webhook attempts empties their counts';
