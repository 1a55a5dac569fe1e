/**
 * Drizzle table definitions. They mirror the SQL migrations in ./migrations, which are the truth
 * for the database; a test compares both (schema.test.ts).
 */
import {
  bigserial,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

export const employees = pgTable('employees', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  userId: integer('user_id'),
  name: text('name').notNull(),
  jobTitle: text('job_title').notNull(),
  email: text('email'),
  phone: text('phone'),
  profilePicUrl: text('profile_pic_url'),
  isActive: boolean('is_active').notNull().default(true),
  jobType: text('job_type', {
    enum: [
      'SALES_REPRESENTATIVE',
      'WAREHOUSE_WORKER',
      'DRIVER',
      'SCHEDULER',
      'WORKSHOP_WORKER',
      'BACK_OFFICE',
    ],
  }),
});

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

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  imagePath: text('image_path'),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0004_products.sql
  isService: boolean('is_service').notNull().default(false),
  description: text('description').notNull().default(''),
  groupId: integer('group_id'),
  catalogueId: integer('catalogue_id'),
  measureUnitCode: text('measure_unit_code').notNull().default('db'),
  vatCode: text('vat_code').notNull().default('27'),
  variationGroupId: integer('variation_group_id'),
  // 0007_search_words.sql: written by triggers only.
  searchDoc: text('search_doc').notNull().default(''),
});

// Reference data and storages (0002_reference_data.sql).

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  nameHu: text('name_hu').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
});

export const measureUnits = pgTable('measure_units', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  nameHu: text('name_hu').notNull(),
  nameEn: text('name_en').notNull(),
  navUnit: text('nav_unit').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  nameHu: text('name_hu').notNull(),
  nameEn: text('name_en').notNull(),
  decimals: integer('decimals').notNull().default(2),
  sortOrder: integer('sort_order').notNull().default(100),
});

export const currencyRates = pgTable(
  'currency_rates',
  {
    currencyCode: text('currency_code').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 14, scale: 4 }).notNull(),
    unit: integer('unit').notNull().default(1),
    source: text('source', { enum: ['MNB', 'MANUAL'] })
      .notNull()
      .default('MNB'),
    importedAt: ts('imported_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currencyCode, t.rateDate] })],
);

export const codes = pgTable('codes', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  codeGroup: text('code_group').notNull(),
  code: text('code').notNull(),
  nameHu: text('name_hu').notNull(),
  nameEn: text('name_en'),
  sortOrder: integer('sort_order').notNull().default(100),
  isActive: boolean('is_active').notNull().default(true),
});

export const couriers = pgTable('couriers', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['PARCEL', 'POSTAL', 'PARCEL_LOCKER', 'OWN_DELIVERY'] }).notNull(),
  accountNumber: text('account_number'),
  trackingUrlTemplate: text('tracking_url_template'),
  sortOrder: integer('sort_order').notNull().default(100),
  isActive: boolean('is_active').notNull().default(true),
});

export const documentTemplates = pgTable('document_templates', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  scope: text('scope').notNull(),
  kind: text('kind', { enum: ['DOCUMENT', 'EMAIL'] }).notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  language: text('language').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(100),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const screenSetups = pgTable(
  'screen_setups',
  {
    userId: integer('user_id').notNull(),
    firmId: integer('firm_id').notNull(),
    screen: text('screen').notNull(),
    setup: jsonb('setup').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.firmId, t.screen] })],
);

export const comments = pgTable('comments', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  entityType: text('entity_type', {
    enum: ['QUOTE', 'QUOTE_REQUEST', 'CUSTOMER_ORDER'],
  }).notNull(),
  entityId: integer('entity_id').notNull(),
  authorUserId: integer('author_user_id').notNull(),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull().default('HU'),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  street: text('street').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const storages = pgTable('storages', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  branchId: integer('branch_id').notNull(),
  parentId: integer('parent_id'),
  code: text('code').notNull(),
  name: text('name').notNull(),
  type: text('type', { enum: ['WAREHOUSE', 'ZONE', 'SHELF', 'BIN', 'BUFFER'] }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// Partners and employee absences (0003_partners.sql).

export const employeeAbsences = pgTable('employee_absences', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  employeeId: integer('employee_id').notNull(),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTo: date('date_to', { mode: 'string' }).notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  kind: text('kind', { enum: ['COMPANY', 'PERSON'] }).notNull(),
  name: text('name').notNull(),
  shortName: text('short_name'),
  roles: text('roles').array().notNull(),
  taxNumber: text('tax_number'),
  euVatNumber: text('eu_vat_number'),
  groupTaxNumber: text('group_tax_number'),
  registrationNumber: text('registration_number'),
  priceType: text('price_type'),
  paymentMethod: text('payment_method').notNull().default('TRANSFER'),
  paymentTermsDays: integer('payment_terms_days').notNull().default(8),
  creditLimit: numeric('credit_limit', { precision: 16, scale: 2 }),
  salesRepEmployeeId: integer('sales_rep_employee_id'),
  notes: text('notes').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0007_search_words.sql: written by triggers only.
  searchDoc: text('search_doc').notNull().default(''),
});

export const partnerAddresses = pgTable('partner_addresses', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  partnerId: integer('partner_id').notNull(),
  kind: text('kind', { enum: ['BILLING', 'SHIPPING'] }).notNull(),
  name: text('name'),
  countryCode: text('country_code').notNull().default('HU'),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  street: text('street').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

export const partnerContacts = pgTable('partner_contacts', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  partnerId: integer('partner_id').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email'),
  position: text('position'),
  isPrimary: boolean('is_primary').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const partnerBankAccounts = pgTable('partner_bank_accounts', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  partnerId: integer('partner_id').notNull(),
  accountNumber: text('account_number').notNull(),
  format: text('format', { enum: ['HU', 'IBAN'] }).notNull(),
  bankName: text('bank_name'),
  currencyCode: text('currency_code').notNull().default('HUF'),
  isDefault: boolean('is_default').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const partnerLinks = pgTable('partner_links', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  partnerId: integer('partner_id').notNull(),
  linkedPartnerId: integer('linked_partner_id').notNull(),
  linkType: text('link_type', { enum: ['PARENT_COMPANY', 'BRANCH', 'PAYER', 'RELATED'] }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// Products (0004_products.sql).

export const productGroups = pgTable('product_groups', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  kind: text('kind', { enum: ['PRODUCT', 'SERVICE'] }).notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const productCatalogues = pgTable('product_catalogues', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const productTranslations = pgTable(
  'product_translations',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

export const productAliases = pgTable('product_aliases', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  alias: text('alias').notNull(),
});

export const productPrices = pgTable('product_prices', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  priceType: text('price_type').notNull(),
  currencyCode: text('currency_code').notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const productSuppliers = pgTable('product_suppliers', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  supplierId: integer('supplier_id').notNull(),
  supplierProductCode: text('supplier_product_code'),
  currencyCode: text('currency_code').notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  minQuantity: numeric('min_quantity', { precision: 16, scale: 4 }).notNull().default('1'),
  leadTimeDays: integer('lead_time_days').notNull().default(0),
  isPreferred: boolean('is_preferred').notNull().default(false),
});

export const productSubstitutes = pgTable(
  'product_substitutes',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    substituteId: integer('substitute_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.substituteId] })],
);

export const productStorages = pgTable('product_storages', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  storageId: integer('storage_id').notNull(),
  branchId: integer('branch_id').notNull(),
  kind: text('kind', { enum: ['DEFAULT', 'BUFFER'] }).notNull(),
});

export const stockMovements = pgTable('stock_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  storageId: integer('storage_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  reason: text('reason', {
    enum: ['OPENING', 'RECEIPT', 'PICKING', 'ADJUSTMENT', 'TRANSFER', 'RETURN'],
  }).notNull(),
  reference: text('reference'),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const productComponents = pgTable(
  'product_components',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    componentId: integer('component_id').notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.componentId] })],
);

export const productPackages = pgTable('product_packages', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  measureUnitCode: text('measure_unit_code').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  barcode: text('barcode'),
  grossWeightKg: numeric('gross_weight_kg', { precision: 12, scale: 3 }),
});

export const productMedia = pgTable('product_media', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  fileName: text('file_name').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const productLabels = pgTable('product_labels', {
  productId: integer('product_id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  templateCode: text('template_code'),
  barcodeType: text('barcode_type', { enum: ['EAN13', 'EAN8', 'CODE128', 'QR'] })
    .notNull()
    .default('EAN13'),
  barcodeValue: text('barcode_value'),
  lines: text('lines').array().notNull().default([]),
  widthMm: integer('width_mm').notNull().default(50),
  heightMm: integer('height_mm').notNull().default(30),
});

export const productContainers = pgTable(
  'product_containers',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    containerId: integer('container_id').notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
    depositFee: numeric('deposit_fee', { precision: 16, scale: 2 }).notNull().default('0'),
    currencyCode: text('currency_code').notNull().default('HUF'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.containerId] })],
);

export const productVariationGroups = pgTable('product_variation_groups', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const productVariantValues = pgTable(
  'product_variant_values',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    attribute: text('attribute').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attribute] })],
);

/** The customer portal's read model of an order (migration 0005; classic/README.md). */
export const customerOrderAccess = pgTable('customer_order_access', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  orderNumber: text('order_number').notNull(),
  accessCodeHash: text('access_code_hash').notNull(),
  customerName: text('customer_name').notNull(),
  status: text('status').notNull(),
  statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
  items: jsonb('items').notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Discount lists and their items (migration 0009; modules/discounts/README.md). */
export const discounts = pgTable('discounts', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  name: text('name').notNull(),
  scope: text('scope').notNull(),
  customerIds: integer('customer_ids').array().notNull().default([]),
  priceType: text('price_type'),
  currencyCode: text('currency_code'),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }),
  priority: integer('priority').notNull().default(0),
  note: text('note').notNull().default(''),
  state: text('state').notNull().default('DRAFT'),
  ownerUserId: integer('owner_user_id').notNull(),
  changedByUserId: integer('changed_by_user_id').notNull(),
  approvedByUserId: integer('approved_by_user_id'),
  approvedAt: ts('approved_at'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const discountItems = pgTable('discount_items', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  discountId: integer('discount_id').notNull(),
  target: text('target').notNull(),
  productId: integer('product_id'),
  groupId: integer('group_id'),
  catalogueId: integer('catalogue_id'),
  minQuantity: numeric('min_quantity', { precision: 16, scale: 4 }).notNull().default('0'),
  discountPercent: numeric('discount_percent', { precision: 7, scale: 4 }),
  fixedPrice: numeric('fixed_price', { precision: 16, scale: 4 }),
  listPrice: numeric('list_price', { precision: 16, scale: 4 }),
  purchaseCost: numeric('purchase_cost', { precision: 16, scale: 4 }),
  netPrice: numeric('net_price', { precision: 16, scale: 4 }),
  isCancelled: boolean('is_cancelled').notNull().default(false),
});

// Sales (0008_sales.sql).

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

export const quoteRequests = pgTable('quote_requests', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  state: text('state', { enum: ['OPEN', 'QUOTED', 'DECLINED'] })
    .notNull()
    .default('OPEN'),
  customerId: integer('customer_id'),
  prospectName: text('prospect_name').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  subject: text('subject').notNull(),
  salesRepEmployeeId: integer('sales_rep_employee_id'),
  quoteId: integer('quote_id'),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const quoteRequestLines = pgTable('quote_request_lines', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  quoteRequestId: integer('quote_request_id').notNull(),
  position: integer('position').notNull(),
  productId: integer('product_id'),
  description: text('description').notNull().default(''),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  wantedDate: date('wanted_date', { mode: 'string' }),
});

/** Header columns quotes and customer orders share. */
const documentColumns = () => ({
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  customerId: integer('customer_id').notNull(),
  contactId: integer('contact_id'),
  currencyCode: text('currency_code').notNull(),
  priceType: text('price_type').notNull(),
  priceBasis: text('price_basis', { enum: ['net', 'gross'] }).notNull(),
  salesRepEmployeeId: integer('sales_rep_employee_id'),
  netTotal: numeric('net_total', { precision: 18, scale: 4 }).notNull().default('0'),
  vatTotal: numeric('vat_total', { precision: 18, scale: 4 }).notNull().default('0'),
  grossTotal: numeric('gross_total', { precision: 18, scale: 4 }).notNull().default('0'),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const quotes = pgTable('quotes', {
  ...documentColumns(),
  state: text('state', { enum: ['DRAFT', 'SENT', 'APPROVED', 'REJECTED', 'ORDERED'] })
    .notNull()
    .default('DRAFT'),
  quoteRequestId: integer('quote_request_id'),
  quoteDate: date('quote_date', { mode: 'string' }).notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
});

export const customerOrders = pgTable('customer_orders', {
  ...documentColumns(),
  state: text('state', {
    enum: ['DRAFT', 'CONFIRMED', 'IN_PROGRESS', 'READY', 'DISPATCHED', 'CLOSED', 'CANCELLED'],
  })
    .notNull()
    .default('DRAFT'),
  quoteId: integer('quote_id'),
  branchId: integer('branch_id').notNull(),
  exchangeRate: numeric('exchange_rate', { precision: 14, scale: 4 }),
  paymentMethod: text('payment_method').notNull(),
  paymentTermsDays: integer('payment_terms_days').notNull(),
  orderDate: date('order_date', { mode: 'string' }).notNull(),
  wantedDeliveryDate: date('wanted_delivery_date', { mode: 'string' }),
  billingAddress: text('billing_address').notNull(),
  deliveryAddress: text('delivery_address').notNull(),
  /** Customer orders, second part (0014_sales_speed.sql). */
  deliveryAddressId: integer('delivery_address_id'),
  /** f_search_key(number, customer name), kept by triggers; the list's term search. */
  searchDoc: text('search_doc').notNull().default(''),
  /** The customer's name, kept by the same triggers; the list's customer sort (0016). */
  customerSort: text('customer_sort').notNull().default(''),
  internalNote: text('internal_note').notNull().default(''),
  customerNote: text('customer_note').notNull().default(''),
  modifiedBy: integer('modified_by'),
  createdByEmployeeId: integer('created_by_employee_id'),
  modifiedByEmployeeId: integer('modified_by_employee_id'),
});

/** Priced line columns quote lines and order lines share (money.ts computes the amounts). */
const lineColumns = () => ({
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  position: integer('position').notNull(),
  productId: integer('product_id').notNull(),
  description: text('description').notNull().default(''),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  unit: text('unit').notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  vatCode: text('vat_code').notNull(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  net: numeric('net', { precision: 18, scale: 4 }).notNull(),
  vat: numeric('vat', { precision: 18, scale: 4 }).notNull(),
  gross: numeric('gross', { precision: 18, scale: 4 }).notNull(),
  /** Why the line got its price (the pricing engine's discount); null from the list alone. */
  priceExplanation: text('price_explanation'),
  /** The same as data (0024): kind, price list, discount list and approver; null before. */
  priceSource: jsonb('price_source').$type<{
    kind: 'LIST' | 'DISCOUNT' | 'MANUAL';
    priceList: string | null;
    discountId: number | null;
    discountName: string | null;
    approvedBy: string | null;
  }>(),
});

export const quoteLines = pgTable('quote_lines', {
  ...lineColumns(),
  quoteId: integer('quote_id').notNull(),
});

export const customerOrderLines = pgTable('customer_order_lines', {
  ...lineColumns(),
  orderId: integer('order_id').notNull(),
  fulfilment: text('fulfilment', { enum: ['STOCK', 'PURCHASE', 'PRODUCTION', 'SUBCONTRACT'] })
    .notNull()
    .default('STOCK'),
  fulfilmentPartnerId: integer('fulfilment_partner_id'),
  dispatchedQuantity: numeric('dispatched_quantity', { precision: 16, scale: 4 })
    .notNull()
    .default('0'),
});

export const stockReservations = pgTable('stock_reservations', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  orderLineId: integer('order_line_id').notNull(),
  productId: integer('product_id').notNull(),
  storageId: integer('storage_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// --- Sales: dispatch (migration 0011, modules/customer-orders/README.md) ---

export const dispatches = pgTable('dispatches', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  customerOrderId: integer('customer_order_id').notNull(),
  number: text('number').notNull(),
  dispatchedAt: ts('dispatched_at').notNull().defaultNow(),
  dispatchedBy: integer('dispatched_by'),
});

export const dispatchLines = pgTable('dispatch_lines', {
  id: serial('id').primaryKey(),
  dispatchId: integer('dispatch_id').notNull(),
  customerOrderLineId: integer('customer_order_line_id').notNull(),
  // 0022: null for a service line (nothing leaves a storage).
  storageId: integer('storage_id'),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
});

export const orderParcels = pgTable('order_parcels', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  customerOrderId: integer('customer_order_id').notNull(),
  position: integer('position').notNull(),
  count: integer('count').notNull(),
  weightKg: numeric('weight_kg', { precision: 10, scale: 3 }).notNull(),
  lengthCm: integer('length_cm').notNull(),
  widthCm: integer('width_cm').notNull(),
  heightCm: integer('height_cm').notNull(),
});

// Invoices (0012_invoices.sql).

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  kind: text('kind', { enum: ['PROFORMA', 'ADVANCE', 'FINAL', 'NORMAL', 'CREDIT_NOTE'] }).notNull(),
  number: text('number').notNull(),
  customerOrderId: integer('customer_order_id'),
  correctedInvoiceId: integer('corrected_invoice_id'),
  proformaId: integer('proforma_id'),
  customerId: integer('customer_id').notNull(),
  sellerName: text('seller_name').notNull(),
  sellerAddress: text('seller_address').notNull(),
  sellerTaxNumber: text('seller_tax_number').notNull(),
  buyerName: text('buyer_name').notNull(),
  buyerKind: text('buyer_kind', { enum: ['COMPANY', 'PERSON'] }).notNull(),
  buyerAddress: text('buyer_address').notNull(),
  buyerCountryCode: text('buyer_country_code').notNull().default('HU'),
  buyerTaxNumber: text('buyer_tax_number'),
  buyerEuVatNumber: text('buyer_eu_vat_number'),
  currencyCode: text('currency_code').notNull(),
  exchangeRate: numeric('exchange_rate', { precision: 14, scale: 4 }),
  exchangeRateDate: date('exchange_rate_date', { mode: 'string' }),
  priceBasis: text('price_basis', { enum: ['net', 'gross'] }).notNull(),
  paymentMethod: text('payment_method').notNull(),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  fulfilmentDate: date('fulfilment_date', { mode: 'string' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  netTotal: numeric('net_total', { precision: 18, scale: 4 }).notNull(),
  vatTotal: numeric('vat_total', { precision: 18, scale: 4 }).notNull(),
  grossTotal: numeric('gross_total', { precision: 18, scale: 4 }).notNull(),
  vatTotalHuf: numeric('vat_total_huf', { precision: 18, scale: 4 }).notNull(),
  cashRounding: numeric('cash_rounding', { precision: 18, scale: 4 }).notNull().default('0'),
  payable: numeric('payable', { precision: 18, scale: 4 }).notNull(),
  creditedTotal: numeric('credited_total', { precision: 18, scale: 4 }).notNull().default('0'),
  paidTotal: numeric('paid_total', { precision: 18, scale: 4 }).notNull().default('0'),
  note: text('note').notNull().default(''),
  navStatus: text('nav_status').notNull(),
  navTransactionId: text('nav_transaction_id'),
  navMessages: jsonb('nav_messages').notNull().default([]),
  navAttempts: integer('nav_attempts').notNull().default(0),
  navUpdatedAt: ts('nav_updated_at'),
  // 0021: the hash of the last report sent, and the technical annulment.
  navSentHash: text('nav_sent_hash'),
  navAnnulmentCode: text('nav_annulment_code'),
  navAnnulmentReason: text('nav_annulment_reason'),
  navAnnulmentTransactionId: text('nav_annulment_transaction_id'),
  printCount: integer('print_count').notNull().default(0),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  // 0018: a cancelled proforma.
  cancelledAt: ts('cancelled_at'),
  cancelReason: text('cancel_reason'),
  // 0022: the client's key of the create request (one document per key and firm).
  idempotencyKey: uuid('idempotency_key'),
  // 0022: the dispatch of dispatchAndInvoice the invoice was made with.
  dispatchId: integer('dispatch_id'),
  // 0023: the buyer's billing address in parts, and how the original reaches the buyer.
  buyerPostalCode: text('buyer_postal_code'),
  buyerCity: text('buyer_city'),
  buyerStreet: text('buyer_street'),
  sellerBankAccount: text('seller_bank_account'),
  appearance: text('appearance', { enum: ['PAPER', 'ELECTRONIC'] })
    .notNull()
    .default('PAPER'),
});

export const invoiceLines = pgTable('invoice_lines', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  invoiceId: integer('invoice_id').notNull(),
  position: integer('position').notNull(),
  orderLineId: integer('order_line_id'),
  advanceInvoiceId: integer('advance_invoice_id'),
  correctedLineId: integer('corrected_line_id'),
  productId: integer('product_id'),
  description: text('description').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  unit: text('unit').notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  vatCode: text('vat_code').notNull(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  net: numeric('net', { precision: 18, scale: 4 }).notNull(),
  vat: numeric('vat', { precision: 18, scale: 4 }).notNull(),
  gross: numeric('gross', { precision: 18, scale: 4 }).notNull(),
});

export const invoicePayments = pgTable('invoice_payments', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  invoiceId: integer('invoice_id').notNull(),
  method: text('method', { enum: ['TRANSFER', 'CASH', 'CARD'] }).notNull(),
  paidOn: date('paid_on', { mode: 'string' }).notNull(),
  amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  // 0018: a refund (negative amount) paid back on this credit note.
  creditNoteId: integer('credit_note_id'),
});

// ── Imports, settings, product search conditions, vehicles (0013_imports.sql) ──

/** Raw bytes (a piece of an uploaded import file as it came). */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const importFiles = pgTable('import_files', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  filename: text('filename').notNull(),
  format: text('format').notNull(),
  encoding: text('encoding').notNull(),
  delimiter: text('delimiter').notNull(),
  headers: text('headers').array().notNull(),
  uploadedBy: integer('uploaded_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The file's bytes in pieces of 1 MiB (0020_import_file_pieces.sql). */
export const importFilePieces = pgTable(
  'import_file_pieces',
  {
    fileId: integer('file_id').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

export const importTemplates = pgTable('import_templates', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  type: text('type').notNull(),
  importMode: text('import_mode').notNull(),
  name: text('name').notNull(),
  mapping: jsonb('mapping').notNull(),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  fileId: integer('file_id').notNull(),
  type: text('type').notNull(),
  importMode: text('import_mode').notNull(),
  mapping: jsonb('mapping').notNull(),
  status: text('status').notNull().default('VALIDATED'),
  rowsTotal: integer('rows_total').notNull().default(0),
  rowsInvalid: integer('rows_invalid').notNull().default(0),
  rowsDone: integer('rows_done').notNull().default(0),
  rowsFailed: integer('rows_failed').notNull().default(0),
  cancelRequested: boolean('cancel_requested').notNull().default(false),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  startedAt: ts('started_at'),
  finishedAt: ts('finished_at'),
});

export const importRowResults = pgTable(
  'import_row_results',
  {
    importId: integer('import_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    entityId: integer('entity_id'),
    isFailed: boolean('is_failed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] })],
);

export const importErrors = pgTable(
  'import_errors',
  {
    importId: integer('import_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    columnIndex: integer('column_index').notNull(),
    messageKey: text('message_key').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber, t.columnIndex] })],
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

export const productSearchConditions = pgTable('product_search_conditions', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  filters: jsonb('filters').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const vehicleMakers = pgTable('vehicle_makers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const vehicleModels = pgTable('vehicle_models', {
  id: serial('id').primaryKey(),
  makerId: integer('maker_id').notNull(),
  name: text('name').notNull(),
  yearFrom: integer('year_from').notNull(),
  yearTo: integer('year_to'),
});

export const vehicleWindshields = pgTable('vehicle_windshields', {
  id: serial('id').primaryKey(),
  modelId: integer('model_id').notNull(),
  glassCode: text('glass_code').notNull(),
  internationalSku: text('international_sku').notNull(),
  hasRainSensor: boolean('has_rain_sensor').notNull().default(false),
  hasHeating: boolean('has_heating').notNull().default(false),
  hasCameraBracket: boolean('has_camera_bracket').notNull().default(false),
  widthMm: integer('width_mm').notNull(),
  heightMm: integer('height_mm').notNull(),
});

// --- webshop (migration 0015) ---
export const productWebshop = pgTable('product_webshop', {
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').primaryKey(),
  published: boolean('published').notNull().default(false),
  mainMediaId: integer('main_media_id'),
  version: integer('version').notNull().default(1),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const productWebshopTexts = pgTable(
  'product_webshop_texts',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    language: text('language').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    slug: text('slug'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

// --- vehicle import (migration 0019) ---
export const vehicleWindshieldProducts = pgTable(
  'vehicle_windshield_products',
  {
    firmId: integer('firm_id').notNull(),
    windshieldId: integer('windshield_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.windshieldId] })],
);
