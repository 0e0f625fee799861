-- The web console's people: users who belong to an account and sign in with a password, their sessions,
-- and the sign-in failures that rate limiting counts. Passwords and session tokens are stored only hashed.

create table users (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id),
  -- Stored lower-cased: one user per address, whatever the case it is typed in.
  email text not null unique check (email = lower(email)),
  -- scrypt$N$r$p$<salt base64url>$<hash base64url>
  password_hash text not null,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);
create index users_account on users (account_id);

create table console_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  -- SHA-256 of the cookie's random token; the token itself is never stored.
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  -- Idle expiry, pushed forward as the session is used, never past absolute_expires_at.
  expires_at timestamptz not null,
  absolute_expires_at timestamptz not null
);
create index console_sessions_user on console_sessions (user_id);
create index console_sessions_expiry on console_sessions (expires_at);

-- One row per failed sign-in; the limiter counts the recent rows of an (email, address) pair, so the limit
-- holds across every process sharing the database. Old rows are pruned as new ones are written.
create table sign_in_failures (
  email text not null,
  address text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_lookup on sign_in_failures (email, address, failed_at);
create index sign_in_failures_age on sign_in_failures (failed_at);
