import {
  type Icon,
  IconBuildingWarehouse,
  IconCalendar,
  IconChartBar,
  IconFileInvoice,
  IconHammer,
  IconMail,
  IconPackage,
  IconPercentage,
  IconPoint,
  IconSettings,
  IconShoppingCart,
  IconTool,
  IconTruckDelivery,
  IconTruckLoading,
  IconUsers,
} from '@tabler/icons-react';

/**
 * The icons the menu may name. An icon name the SPA does not know gets a neutral dot, so a menu
 * item added on the server never breaks the menu.
 */
const MENU_ICONS: Readonly<Record<string, Icon>> = {
  sales: IconShoppingCart,
  'shopping-cart': IconShoppingCart,
  orders: IconShoppingCart,
  purchasing: IconFileInvoice,
  invoices: IconFileInvoice,
  'file-invoice': IconFileInvoice,
  warehouse: IconBuildingWarehouse,
  'building-warehouse': IconBuildingWarehouse,
  production: IconHammer,
  workshop: IconHammer,
  hammer: IconHammer,
  delivery: IconTruckDelivery,
  truck: IconTruckDelivery,
  'truck-delivery': IconTruckDelivery,
  'truck-loading': IconTruckLoading,
  products: IconPackage,
  package: IconPackage,
  partners: IconUsers,
  users: IconUsers,
  discounts: IconPercentage,
  percentage: IconPercentage,
  schedule: IconCalendar,
  calendar: IconCalendar,
  reports: IconChartBar,
  'chart-bar': IconChartBar,
  emails: IconMail,
  mail: IconMail,
  settings: IconSettings,
  tools: IconTool,
  tool: IconTool,
  developer: IconTool,
};

export function menuIcon(name: string): Icon {
  return MENU_ICONS[name.toLowerCase()] ?? IconPoint;
}
