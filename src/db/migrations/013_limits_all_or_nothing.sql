-- Limits that count more than one thing at a time, and sign-in limits beyond one (email, address) pair.

-- A draw may need several requests at once or none (a JSON-RPC batch of tool calls on /mcp): p_min is the fewest
-- worth granting, so a budget holding fewer grants nothing and keeps what it has. The default 1 is the old
-- behaviour, so a process still calling the five-argument form keeps working during a rolling upgrade.
drop function rate_limit_take(text, int, int, double precision, int);
create function rate_limit_take(p_key text, p_wanted int, p_returned int, p_interval_ms double precision, p_burst int,
  p_min int default 1, out granted int, out tat double precision, out now_ms double precision)
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
  if granted < greatest(p_min, 1) then
    granted := 0;
  end if;
  tat := base + granted * p_interval_ms;
  update rate_limits r set tat = rate_limit_take.tat where r.key = p_key;
end;
$$;

-- Sign-in attempts are recorded first and counted after (so parallel attempts see each other); an attempt over a
-- limit removes its own row again, by this id. Failures are also counted per address and in all.
alter table sign_in_failures add column id bigint generated always as identity;
create index sign_in_failures_address on sign_in_failures (address, failed_at);
