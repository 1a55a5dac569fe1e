-- Idempotent requests (platform/idempotency.ts): a state-changing call sent with an
-- `Idempotency-Key` header is done once per (firm, user, key); its successful answer is kept here
-- for a repeat, and purged 24 hours later by the queue. `status_code` is null while the first
-- request still runs.
create table idempotency_keys (
  firm_id int not null references firms (id),
  user_id int not null references users (id),
  key text not null,
  request_hash text not null,
  status_code int,
  content_type text,
  body bytea,
  created_at timestamptz not null default now(),
  primary key (firm_id, user_id, key)
);

create index idempotency_keys_created_idx on idempotency_keys (created_at);
