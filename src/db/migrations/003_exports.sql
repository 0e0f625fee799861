-- Exports: the export records, the directory's data version that decides when a finished file may be
-- reused, and the operation kind that writes export files on the operations engine.

-- The directory's data version: the sum of these counters, read in the reader's own snapshot, so it changes
-- exactly when a committed write changed directory data. Writers bump one of 16 rows chosen by their
-- backend, so concurrent writing transactions rarely wait on each other.
create table directory_version (
  shard integer primary key,
  n bigint not null default 0
);
insert into directory_version (shard) select generate_series(0, 15);

create function bump_directory_version() returns trigger language plpgsql as $$
begin
  update directory_version set n = n + 1 where shard = pg_backend_pid() % 16;
  return null;
end $$;

create function directory_version_now() returns bigint language sql stable as $$
  select sum(n)::bigint from directory_version
$$;

create trigger creators_version after insert or update or delete or truncate on creators
  for each statement execute function bump_directory_version();
create trigger videos_version after insert or update or delete or truncate on videos
  for each statement execute function bump_directory_version();
create trigger brands_version after insert or update or delete or truncate on brands
  for each statement execute function bump_directory_version();
create trigger agencies_version after insert or update or delete or truncate on agencies
  for each statement execute function bump_directory_version();
create trigger sponsorships_version after insert or update or delete or truncate on sponsorships
  for each statement execute function bump_directory_version();

-- One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. A text cell that a
-- spreadsheet would read as a formula (it starts with =, +, -, @, tab or carriage return) is quoted and
-- prefixed with an apostrophe, so it shows as text (the OWASP advice for CSV injection).
create function csv_cell(v text) returns text language sql immutable parallel safe as $$
  select case
    when v is null then ''
    when v ~ '^[=+@\t\r-]' then '"''' || replace(v, '"', '""') || '"'
    when v ~ '[",\r\n]' then '"' || replace(v, '"', '""') || '"'
    else v
  end
$$;

-- Export files are written by operations of an internal kind, which the operations API does not list.
alter table operations drop constraint operations_kind_check;
alter table operations add constraint operations_kind_check
  check (kind in ('sponsor-detection', 'brand-discovery', 'influencer-similar', 'export'));

create table exports (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id),
  dataset text not null check (dataset in ('sponsorships', 'creators', 'videos', 'brands')),
  format text not null check (format in ('csv', 'jsonl', 'json')),
  label text,
  -- The validated filters, with keys in a fixed order.
  filters jsonb not null default '{}',
  -- dataset, format and filters as one text: exports with the same key hold the same rows.
  cache_key text not null,
  -- The operation that writes the file; null for an export served from an earlier one's file.
  operation_id uuid references operations(id),
  served_from_cache boolean not null default false,
  source_export_id uuid references exports(id),
  -- Set once the file is complete and in storage.
  storage_key text,
  row_count bigint,
  byte_size bigint,
  -- The directory version the whole file reflects; null when the data changed while it was written.
  data_version bigint,
  completed_at timestamptz,
  -- When the file may be removed, and when it was.
  expires_at timestamptz,
  file_removed_at timestamptz,
  idempotency_key text,
  request_hash text,
  created_at timestamptz not null default now()
);
create index exports_account_order on exports (account_id, created_at desc, id desc);
create index exports_cache on exports (cache_key, data_version) where storage_key is not null and file_removed_at is null;
create index exports_operation on exports (operation_id);
create index exports_expiry on exports (expires_at) where file_removed_at is null;
create unique index exports_idempotency on exports (account_id, idempotency_key) where idempotency_key is not null;

insert into service_settings (name, value) values ('download_signing_key', encode(sha256(gen_random_uuid()::text::bytea || clock_timestamp()::text::bytea || random()::text::bytea), 'hex'));
