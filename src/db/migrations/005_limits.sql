-- Abuse limits: request budgets per API key shared by every process on this database, and the number of
-- running operations per account that the claim compares with MAX_RUNNING_OPERATIONS_PER_ACCOUNT.

-- One row per limited principal (an API key, a console user): the GCRA's theoretical arrival time, in
-- milliseconds since the epoch. Unlogged: the hot path writes no WAL, and a crash that empties the table
-- only hands every key a full budget.
create unlogged table rate_limits (
  key text primary key,
  tat double precision not null
);

-- Takes up to p_wanted requests from a budget of p_burst requests that refills one per p_interval_ms, after
-- first giving back p_returned requests taken earlier and not used. Returns how many were granted (0 when
-- none is available), the budget's new theoretical arrival time and the database clock it was computed at.
-- The row lock orders concurrent callers, so every process draws from one budget.
create function rate_limit_take(p_key text, p_wanted int, p_returned int, p_interval_ms double precision, p_burst int,
  out granted int, out tat double precision, out now_ms double precision)
language plpgsql as $$
declare
  base double precision;
begin
  select r.tat into base from rate_limits r where r.key = p_key for update;
  if not found then
    insert into rate_limits (key, tat) values (p_key, 0) on conflict (key) do nothing;
    select r.tat into base from rate_limits r where r.key = p_key for update;
  end if;
  -- The clock is read once the row is ours, so a wait for the lock does not count as refill.
  now_ms := extract(epoch from clock_timestamp()) * 1000;
  base := greatest(base - p_returned * p_interval_ms, now_ms);
  -- (The small allowance keeps intervals that binary fractions cannot hold exactly from reading one short.)
  granted := least(p_wanted, greatest(floor((p_burst * p_interval_ms - (base - now_ms)) / p_interval_ms + 1e-6)::int, 0));
  tat := base + granted * p_interval_ms;
  update rate_limits r set tat = rate_limit_take.tat where r.key = p_key;
end;
$$;

-- Operations with status 'running' per account, kept exact by the trigger below whatever path moves an
-- operation in or out of 'running' (claim, finish, release on shutdown). An operation whose worker died stays
-- 'running' until it is claimed again, so it keeps its slot and no slot leaks.
alter table accounts add column running_operations int not null default 0 check (running_operations >= 0);
update accounts a set running_operations = (select count(*) from operations o where o.account_id = a.id and o.status = 'running');

create function count_running_operations() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update accounts set running_operations = running_operations - 1 where id = old.account_id;
  elsif tg_op = 'INSERT' then
    update accounts set running_operations = running_operations + 1 where id = new.account_id;
  elsif new.status = 'running' then
    update accounts set running_operations = running_operations + 1 where id = new.account_id;
  else
    update accounts set running_operations = running_operations - 1 where id = old.account_id;
  end if;
  return null;
end;
$$;

create trigger operations_running_insert after insert on operations
  for each row when (new.status = 'running') execute function count_running_operations();
create trigger operations_running_update after update of status on operations
  for each row when ((old.status = 'running') <> (new.status = 'running')) execute function count_running_operations();
create trigger operations_running_delete after delete on operations
  for each row when (old.status = 'running') execute function count_running_operations();
