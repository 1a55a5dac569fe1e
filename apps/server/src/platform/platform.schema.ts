/** Drizzle tables of platform (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import {
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { bytea, ts } from '../db/columns.ts';

export const firms = pgTable('firms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  taxNumber: text('tax_number').notNull(),
  address: text('address').notNull(),
  logoUrl: text('logo_url'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  fullName: text('full_name').notNull(),
  nickName: text('nick_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  language: text('language', { enum: ['HU', 'EN'] })
    .notNull()
    .default('HU'),
  roles: text('roles').array().notNull().default([]),
  defaultFirmId: integer('default_firm_id'),
  firmSwitchEnabled: boolean('firm_switch_enabled').notNull().default(true),
  profilePicUrl: text('profile_pic_url'),
  avatarInnerHtml: text('avatar_inner_html'),
  avatarCssContent: text('avatar_css_content'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const userFirms = pgTable(
  'user_firms',
  {
    userId: integer('user_id').notNull(),
    firmId: integer('firm_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.firmId] })],
);

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  accessTokenHash: text('access_token_hash').notNull(),
  userId: integer('user_id').notNull(),
  firmId: integer('firm_id').notNull(),
  rememberMeSelector: text('remember_me_selector'),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const rememberMeTokens = pgTable('remember_me_tokens', {
  selector: text('selector').primaryKey(),
  userId: integer('user_id').notNull(),
  validatorHash: text('validator_hash').notNull(),
  previousValidatorHash: text('previous_validator_hash'),
  rotatedAt: ts('rotated_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: ts('blocked_until'),
  lastFailureAt: ts('last_failure_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: ts('at').notNull().defaultNow(),
  userId: integer('user_id'),
  firmId: integer('firm_id'),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  action: text('action').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  requestId: text('request_id'),
});

export const navigationHistory = pgTable('navigation_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  firmId: integer('firm_id').notNull(),
  url: text('url').notNull(),
  queryString: text('query_string').notNull().default(''),
  label: text('label').notNull(),
  visitedAt: ts('visited_at').notNull().defaultNow(),
});

export const widgetOrders = pgTable(
  'widget_orders',
  {
    userId: integer('user_id').notNull(),
    firmId: integer('firm_id').notNull(),
    ids: text('ids').array().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.firmId] })],
);

export const tasks = pgTable('tasks', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  assigneeUserId: integer('assignee_user_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  department: text('department'),
  kind: text('kind', { enum: ['GENERAL', 'CUSTOMER_SERVICE'] })
    .notNull()
    .default('GENERAL'),
  dueDate: date('due_date', { mode: 'string' }),
  url: text('url'),
  createdAt: ts('created_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
  completedBy: integer('completed_by'),
});

export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  recipientUserId: integer('recipient_user_id').notNull(),
  senderName: text('sender_name'),
  subject: text('subject').notNull(),
  body: text('body').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  readAt: ts('read_at'),
});

export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    language: text('language', { enum: ['HU', 'EN'] }).notNull(),
    reference: text('reference').notNull(),
    value: text('value').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.reference] })],
);

export const numberSeries = pgTable(
  'number_series',
  {
    firmId: integer('firm_id').notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.series, t.year] })],
);

export const settings = pgTable(
  'settings',
  {
    firmId: integer('firm_id').notNull(),
    settingId: text('setting_id').notNull(),
    value: jsonb('value').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.settingId] })],
);

/** The platform's file store (file-store.ts): a stored file and its bytes in pieces of 1 MiB. */
export const storedFiles = pgTable('stored_files', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const filePieces = pgTable(
  'file_pieces',
  {
    fileId: integer('file_id').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** Idempotent requests (idempotency.ts): the first answer per (firm, user, key), kept 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    firmId: integer('firm_id').notNull(),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: bytea('body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.userId, t.key] })],
);
