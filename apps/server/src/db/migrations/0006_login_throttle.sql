-- One normal form of a username everywhere (platform/auth/username.ts: NFKC, then lower-cased):
-- usernames are stored in it, so the unique index, the login lookup and the throttle key are the
-- same value. Usernames so far are ASCII, where SQL's lower() and the application's agree.
update users set username = lower(normalize(username, NFKC))
  where username <> lower(normalize(username, NFKC));
drop index users_username_uq;
create unique index users_username_uq on users (username);

-- Login throttling (modules/auth/README.md): one row per account or client address. An attempt is
-- charged here, under a row lock, before its password is checked; past the limit each failure
-- opens a growing delay during which attempts are refused unchecked.
create table login_throttle (
  key text primary key,
  failures integer not null default 0,
  blocked_until timestamptz,
  last_failure_at timestamptz not null default now()
);
create index login_throttle_last_failure_idx on login_throttle (last_failure_at);
