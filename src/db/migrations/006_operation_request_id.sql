-- Operations remember the request that created them, and the counts /metrics reports are kept as writes happen.

-- The X-Request-Id of the API request that created an operation, so the worker's and the webhook dispatcher's
-- log lines about it (minutes or hours later, in another process) name the request that caused them.
-- Null for operations created outside an API request (the CLI, the in-process MCP over stdio).
alter table operations add column request_id text;

-- Operations by kind and status, deliveries by status and attempts by outcome, for every process's /metrics.
-- Counting the tables at scrape time scans them whole, and they keep every row. Statement triggers add each
-- statement's net change to one of 16 shards chosen by backend (as directory_version does), in a fixed order of
-- rows, so concurrent writers rarely wait on each other and never deadlock on these rows. Readers sum the shards.
create table operation_counts (
  shard integer not null,
  kind text not null,
  status text not null,
  n bigint not null,
  primary key (shard, kind, status)
);
create table webhook_delivery_counts (
  shard integer not null,
  status text not null,
  n bigint not null,
  primary key (shard, status)
);
-- outcome: delivered (a 2xx answer), rejected (another HTTP status), unreachable (no HTTP answer).
create table webhook_attempt_counts (
  shard integer not null,
  outcome text not null,
  n bigint not null,
  primary key (shard, outcome)
);

create function webhook_attempt_outcome(http_status integer) returns text language sql immutable as $$
  select case when http_status between 200 and 299 then 'delivered' when http_status is not null then 'rejected' else 'unreachable' end
$$;

-- Transition tables exist only for the events that have them (no old rows on insert, no new rows on delete), so
-- each event has its own branch; plpgsql plans a branch only when it runs.
create function count_operations() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from operation_counts;
  elsif tg_op = 'INSERT' then
    insert into operation_counts as c (shard, kind, status, n)
    select pg_backend_pid() % 16, kind, status, count(*) from new_rows group by kind, status order by kind, status
    on conflict (shard, kind, status) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into operation_counts as c (shard, kind, status, n)
    select pg_backend_pid() % 16, kind, status, -count(*) from old_rows group by kind, status order by kind, status
    on conflict (shard, kind, status) do update set n = c.n + excluded.n;
  else
    -- Most updates (heartbeats, progress) change no status: the net change is empty and nothing is written.
    insert into operation_counts as c (shard, kind, status, n)
    select pg_backend_pid() % 16, kind, status, sum(d) from (
        select kind, status, 1 as d from new_rows union all select kind, status, -1 from old_rows
      ) x
    group by kind, status having sum(d) <> 0 order by kind, status
    on conflict (shard, kind, status) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create function count_webhook_deliveries() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from webhook_delivery_counts;
  elsif tg_op = 'INSERT' then
    insert into webhook_delivery_counts as c (shard, status, n)
    select pg_backend_pid() % 16, status, count(*) from new_rows group by status order by status
    on conflict (shard, status) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into webhook_delivery_counts as c (shard, status, n)
    select pg_backend_pid() % 16, status, -count(*) from old_rows group by status order by status
    on conflict (shard, status) do update set n = c.n + excluded.n;
  else
    insert into webhook_delivery_counts as c (shard, status, n)
    select pg_backend_pid() % 16, status, sum(d) from (
        select status, 1 as d from new_rows union all select status, -1 from old_rows
      ) x
    group by status having sum(d) <> 0 order by status
    on conflict (shard, status) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

-- Attempts are only inserted (and deleted with their delivery).
create function count_webhook_attempts() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from webhook_attempt_counts;
  elsif tg_op = 'INSERT' then
    insert into webhook_attempt_counts as c (shard, outcome, n)
    select pg_backend_pid() % 16, webhook_attempt_outcome(http_status), count(*) from new_rows group by 2 order by 2
    on conflict (shard, outcome) do update set n = c.n + excluded.n;
  else
    insert into webhook_attempt_counts as c (shard, outcome, n)
    select pg_backend_pid() % 16, webhook_attempt_outcome(http_status), -count(*) from old_rows group by 2 order by 2
    on conflict (shard, outcome) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create trigger operations_count_insert after insert on operations
  referencing new table as new_rows for each statement execute function count_operations();
create trigger operations_count_update after update on operations
  referencing old table as old_rows new table as new_rows for each statement execute function count_operations();
create trigger operations_count_delete after delete on operations
  referencing old table as old_rows for each statement execute function count_operations();
create trigger operations_count_truncate after truncate on operations for each statement execute function count_operations();

create trigger webhook_deliveries_count_insert after insert on webhook_deliveries
  referencing new table as new_rows for each statement execute function count_webhook_deliveries();
create trigger webhook_deliveries_count_update after update on webhook_deliveries
  referencing old table as old_rows new table as new_rows for each statement execute function count_webhook_deliveries();
create trigger webhook_deliveries_count_delete after delete on webhook_deliveries
  referencing old table as old_rows for each statement execute function count_webhook_deliveries();
create trigger webhook_deliveries_count_truncate after truncate on webhook_deliveries for each statement execute function count_webhook_deliveries();

create trigger webhook_attempts_count_insert after insert on webhook_attempts
  referencing new table as new_rows for each statement execute function count_webhook_attempts();
create trigger webhook_attempts_count_delete after delete on webhook_attempts
  referencing old table as old_rows for each statement execute function count_webhook_attempts();
create trigger webhook_attempts_count_truncate after truncate on webhook_attempts for each statement execute function count_webhook_attempts();

-- The rows that exist already. Creating the triggers first waited for writers in flight and holds off new ones
-- until this migration commits, so nothing is counted twice or missed.
insert into operation_counts (shard, kind, status, n) select 0, kind, status, count(*) from operations group by kind, status;
insert into webhook_delivery_counts (shard, status, n) select 0, status, count(*) from webhook_deliveries group by status;
insert into webhook_attempt_counts (shard, outcome, n)
  select 0, webhook_attempt_outcome(http_status), count(*) from webhook_attempts group by 2;
