-- Each account's share of the daily YouTube Data API budget (YOUTUBE_ACCOUNT_DAILY_UNITS): units it spent per
-- YouTube quota day, beside the service's total in youtube_quota. Both are taken together or not at all.
create table youtube_quota_accounts (
  day date not null,
  account_id uuid not null references accounts (id) on delete cascade,
  units integer not null default 0 check (units >= 0),
  primary key (day, account_id)
);
