import type { Permission } from '../../platform/permissions.ts';

export interface HotkeyDef {
  key: string;
  alt?: boolean;
  ctrl?: boolean;
  shift?: boolean;
  meta?: boolean;
}

export interface MenuLinkDef {
  id: string;
  label: string;
  url: string;
  createNewUrl?: string;
  hotkey?: HotkeyDef;
  permission: Permission;
  /** Who is offered createNewUrl (the menu's 'Új …' link); the link's permission when not set. */
  createPermission?: Permission;
  /**
   * The page exists: the SPA registers it (apps/web/src/app/page-routes.ts) or a classic page
   * serves it. A link without a page is not shown; an area sets this when its page lands.
   */
  available?: true;
}

export interface MenuTopDef {
  id: string;
  label: string;
  /** A Tabler icon name (https://tabler.io/icons). */
  icon: string;
  groups: { id: string; label: string; links: MenuLinkDef[] }[];
}

/**
 * The main menu. Labels are dictionary keys; urls are the SPA's page paths (docs/ARCHITECTURE.md,
 * "Page paths"). Only `available` links are shown: the others name pages still to be built.
 */
export const MENU: MenuTopDef[] = [
  {
    id: 'sales',
    label: 'MENU.SALES',
    icon: 'shopping-cart',
    groups: [
      {
        id: 'sales.orders',
        label: 'MENU.SALES.ORDERS',
        links: [
          {
            id: 'customer-order',
            label: 'MENU.CUSTOMER_ORDER',
            url: '/app/customer-orders',
            createNewUrl: '/app/CustomerOrderForm?new=true',
            hotkey: { key: 'O', alt: true, shift: true },
            permission: 'sales.read',
            createPermission: 'sales.write',
            available: true,
          },
          {
            id: 'quote-requests',
            label: 'MENU.QUOTE_REQUESTS',
            url: '/app/quote-requests',
            createNewUrl: '/app/QuoteRequestForm?new=true',
            permission: 'sales.use',
            createPermission: 'sales.write',
            available: true,
          },
          {
            id: 'quotes',
            label: 'MENU.QUOTES',
            url: '/app/quotes',
            createNewUrl: '/app/QuoteForm?new=true',
            permission: 'sales.use',
            createPermission: 'sales.write',
            available: true,
          },
          {
            id: 'quote-pricing-assistant',
            label: 'MENU.QUOTE_PRICING_ASSISTANT',
            url: '/app/quote-pricing-assistant',
            permission: 'sales.use',
            available: true,
          },
          {
            id: 'customer-invoice',
            label: 'MENU.CUSTOMER_INVOICE',
            url: '/app/customer-invoices',
            permission: 'invoices.read',
            available: true,
          },
          {
            id: 'discounts',
            label: 'MENU.DISCOUNTS',
            url: '/app/discounts',
            createNewUrl: '/app/discounts/new',
            hotkey: { key: 'K', alt: true, shift: true },
            permission: 'discounts.read',
            createPermission: 'discounts.write',
            available: true,
          },
        ],
      },
      {
        id: 'sales.partners',
        label: 'MENU.SALES.PARTNERS',
        links: [
          {
            id: 'partners',
            label: 'MENU.PARTNERS',
            url: '/app/partners',
            createNewUrl: '/app/PartnerForm',
            hotkey: { key: 'P', alt: true, shift: true },
            permission: 'partners.read',
            createPermission: 'partners.write',
            available: true,
          },
          {
            id: 'partner-import',
            label: 'MENU.PARTNER_IMPORT',
            url: '/app/partner-import',
            permission: 'imports.run',
            available: true,
          },
        ],
      },
    ],
  },
  {
    id: 'purchasing',
    label: 'MENU.PURCHASING',
    icon: 'truck-loading',
    groups: [
      {
        id: 'purchasing.orders',
        label: 'MENU.PURCHASING.ORDERS',
        links: [
          {
            id: 'supplier-orders',
            label: 'MENU.SUPPLIER_ORDERS',
            url: '/app/supplier-orders',
            createNewUrl: '/app/SupplierOrderForm?new=true',
            hotkey: { key: 'S', alt: true, shift: true },
            permission: 'purchasing.use',
            available: true,
          },
          {
            id: 'supplier-order-creator',
            label: 'MENU.SUPPLIER_ORDER_CREATOR',
            url: '/app/supplier-order-creator',
            permission: 'purchasing.use',
            available: true,
          },
          {
            id: 'aggregated-supplier-order-items',
            label: 'MENU.AGGREGATED_SUPPLIER_ORDER_ITEMS',
            url: '/app/aggregated-supplier-order-items',
            permission: 'purchasing.use',
            available: true,
          },
        ],
      },
      {
        id: 'purchasing.invoices',
        label: 'MENU.PURCHASING.INVOICES',
        links: [
          {
            id: 'supplier-invoice',
            label: 'MENU.SUPPLIER_INVOICE',
            url: '/app/supplier-invoices',
            createNewUrl: '/app/SupplierInvoiceForm?new=true',
            permission: 'purchasing.use',
            available: true,
          },
          {
            id: 'tender-order',
            label: 'MENU.TENDER_ORDER',
            url: '/app/tender-orders',
            createNewUrl: '/app/TenderOrderForm',
            permission: 'sales.use',
            createPermission: 'sales.write',
            available: true,
          },
        ],
      },
    ],
  },
  {
    id: 'warehouse',
    label: 'MENU.WAREHOUSE',
    icon: 'building-warehouse',
    groups: [
      {
        id: 'warehouse.work',
        label: 'MENU.WAREHOUSE.WORK',
        links: [
          {
            id: 'warehouse-dashboard',
            label: 'MENU.WAREHOUSE_DASHBOARD',
            url: '/app/dashboards/warehouse',
            hotkey: { key: 'R', alt: true, shift: true },
            permission: 'warehouse.dashboard',
            available: true,
          },
          {
            id: 'picking-cycle',
            label: 'MENU.PICKING_CYCLE',
            url: '/app/picking-cycle',
            permission: 'warehouse.use',
            available: true,
          },
          {
            id: 'shelving',
            label: 'MENU.SHELVING',
            url: '/app/shelving',
            permission: 'warehouse.use',
            available: true,
          },
          {
            id: 'stock-counts',
            label: 'MENU.STOCK_COUNTS',
            url: '/app/stock-counts',
            permission: 'warehouse.use',
            available: true,
          },
          {
            id: 'storages',
            label: 'MENU.STORAGES',
            url: '/app/storages',
            permission: 'storages.admin',
            available: true,
          },
          {
            id: 'unpacking-fees',
            label: 'MENU.UNPACKING_FEES',
            url: '/app/unpacking-fees',
            permission: 'warehouse.use',
            available: true,
          },
        ],
      },
    ],
  },
  {
    id: 'production',
    label: 'MENU.PRODUCTION',
    icon: 'tool',
    groups: [
      {
        id: 'production.workshop',
        label: 'MENU.PRODUCTION.WORKSHOP',
        links: [
          {
            id: 'workshop-orders',
            label: 'MENU.WORKSHOP_ORDERS',
            url: '/app/workshop-orders',
            hotkey: { key: 'W', alt: true, shift: true },
            permission: 'production.use',
            available: true,
          },
          {
            id: 'visual-design-board',
            label: 'MENU.VISUAL_DESIGN_BOARD',
            url: '/app/visual-design-board',
            permission: 'design.read',
            available: true,
          },
        ],
      },
    ],
  },
  {
    id: 'delivery',
    label: 'MENU.DELIVERY',
    icon: 'truck',
    groups: [
      {
        id: 'delivery.planning',
        label: 'MENU.DELIVERY.PLANNING',
        links: [
          {
            id: 'work-schedule',
            label: 'MENU.WORK_SCHEDULE',
            url: '/app/work-schedule',
            hotkey: { key: 'M', alt: true, shift: true },
            permission: 'schedule.read',
            available: true,
          },
          {
            id: 'schedule-tabs',
            label: 'MENU.SCHEDULE_TABS',
            url: '/app/schedule-tabs',
            permission: 'schedule.admin',
            available: true,
          },
          {
            id: 'schedule-teams',
            label: 'MENU.SCHEDULE_TEAMS',
            url: '/app/schedule-teams',
            permission: 'schedule.admin',
            available: true,
          },
          {
            id: 'manage-routes',
            label: 'MENU.MANAGE_ROUTES',
            url: '/app/manage-routes',
            hotkey: { key: 'U', alt: true, shift: true },
            permission: 'delivery.use',
            available: true,
          },
          {
            id: 'delivery-plan-conditions',
            label: 'MENU.DELIVERY_PLAN_CONDITIONS',
            url: '/app/delivery-plan-conditions',
            permission: 'delivery.use',
            available: true,
          },
          {
            id: 'delivery-methods',
            label: 'MENU.DELIVERY_METHODS',
            url: '/app/delivery-methods',
            permission: 'delivery.use',
            available: true,
          },
          {
            id: 'delivery-vehicles',
            label: 'MENU.DELIVERY_VEHICLES',
            url: '/app/delivery-vehicles',
            permission: 'delivery.use',
            available: true,
          },
          {
            id: 'driver-route',
            label: 'MENU.DRIVER_ROUTE',
            url: '/app/driver-route',
            permission: 'delivery.use',
            available: true,
          },
        ],
      },
    ],
  },
  {
    id: 'products',
    label: 'MENU.PRODUCTS',
    icon: 'package',
    groups: [
      {
        id: 'products.data',
        label: 'MENU.PRODUCTS.DATA',
        links: [
          {
            id: 'product-list',
            label: 'MENU.PRODUCT_LIST',
            url: '/app/products',
            createNewUrl: '/app/ProductForm',
            hotkey: { key: 'T', alt: true, shift: true },
            permission: 'products.read',
            createPermission: 'products.write',
            available: true,
          },
          {
            id: 'product-variations',
            label: 'MENU.PRODUCT_VARIATIONS',
            url: '/app/ProductVariationList',
            permission: 'products.read',
            available: true,
          },
          {
            id: 'product-multilingual-data',
            label: 'MENU.PRODUCT_MULTILINGUAL_DATA',
            url: '/app/product-multilingual-data',
            permission: 'products.write',
            available: true,
          },
          {
            id: 'product-search-conditions',
            label: 'MENU.PRODUCT_SEARCH_CONDITIONS',
            url: '/app/product-search-conditions',
            permission: 'products.write',
            available: true,
          },
          {
            id: 'webshop-info',
            label: 'MENU.WEBSHOP_INFO',
            url: '/app/WebshopInfo',
            permission: 'products.read',
            available: true,
          },
          {
            id: 'vehicles',
            label: 'MENU.VEHICLES',
            url: '/app/vehicles',
            permission: 'products.read',
            available: true,
          },
          {
            id: 'product-import',
            label: 'MENU.PRODUCT_IMPORT',
            url: '/app/product-import',
            permission: 'imports.run',
            available: true,
          },
          {
            id: 'rates',
            label: 'MENU.RATE_LIST',
            url: '/app/RateList',
            permission: 'products.read',
            available: true,
          },
        ],
      },
    ],
  },
  {
    id: 'admin',
    label: 'MENU.ADMIN',
    icon: 'settings',
    groups: [
      {
        id: 'admin.settings',
        label: 'MENU.ADMIN.SETTINGS',
        links: [
          {
            id: 'param-settings',
            label: 'MENU.PARAM_SETTINGS',
            url: '/app/param-settings',
            permission: 'settings.admin',
            available: true,
          },
          {
            id: 'email-templates',
            label: 'MENU.EMAIL_TEMPLATES',
            url: '/app/email-template-editor',
            hotkey: { key: 'E', alt: true, shift: true },
            permission: 'emails.read',
            available: true,
          },
          {
            id: 'external-accounting',
            label: 'MENU.EXTERNAL_ACCOUNTING',
            url: '/app/external-accounting',
            permission: 'invoices.read',
            available: true,
          },
          {
            id: 'warehouse-dashboard-settings',
            label: 'MENU.WAREHOUSE_SETTINGS',
            url: '/app/settings/warehouse-dashboard',
            permission: 'warehouse.settings',
            available: true,
          },
          {
            id: 'tools',
            label: 'MENU.TOOLS',
            url: '/app/Tools',
            permission: 'admin.tools',
            available: true,
          },
        ],
      },
    ],
  },
];
