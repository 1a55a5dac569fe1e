-- E-mail templates and messages (modules/emails/README.md).

-- The language a contact person reads; null: the partner's country decides (HU → hu, DE/AT/CH → de, else en).
alter table partner_contacts add column language text check (language in ('hu', 'en', 'de'));

-- A template type belongs to a group (declared in the contract: EMAIL_GROUPS) and may be the one
-- type a document kind is sent with.
create table email_template_types (
  id serial primary key,
  firm_id int not null references firms (id),
  name text not null,
  group_id int not null,
  document_kind text check (document_kind in
    ('INVOICE', 'QUOTE', 'ORDER_CONFIRMATION', 'DESIGN_PROOF', 'SUPPLIER_ORDER')),
  created_at timestamptz not null default now(),
  unique (firm_id, id)
);
create unique index email_template_types_kind_uq on email_template_types (firm_id, document_kind)
  where document_kind is not null;
create unique index email_template_types_name_uq on email_template_types (firm_id, lower(name));

create table email_templates (
  id serial primary key,
  firm_id int not null references firms (id),
  type_id int not null,
  language text not null check (language in ('hu', 'en', 'de')),
  subject text not null,
  body text not null,
  version int not null default 1,
  updated_at timestamptz not null default now(),
  unique (type_id, language),
  foreign key (firm_id, type_id) references email_template_types (firm_id, id) on delete cascade
);

-- One message to send. state: QUEUED → SENDING → SENT | FAILED, SENDING → QUEUED on a temporary
-- failure, QUEUED → OUTBOX when no SMTP server is configured. The SENDING claim is taken in its
-- own committed transaction before the SMTP conversation, so a run never sends a message another
-- run has claimed.
create table email_messages (
  id serial primary key,
  firm_id int not null references firms (id),
  request_key uuid not null,
  message_id text not null unique,
  document_kind text not null,
  document_id int not null,
  type_id int,
  language text not null,
  from_address text not null,
  to_addresses text[] not null,
  cc_addresses text[] not null default '{}',
  subject text not null,
  body text not null,
  attachment_name text,
  attachment bytea,
  state text not null default 'QUEUED'
    check (state in ('QUEUED', 'SENDING', 'SENT', 'FAILED', 'OUTBOX')),
  attempts int not null default 0,
  server_answer text,
  created_by int not null references users (id),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  unique (firm_id, request_key)
);
create index email_messages_document_idx on email_messages (firm_id, document_kind, document_id);
create index email_messages_firm_created_idx on email_messages (firm_id, created_at desc);
