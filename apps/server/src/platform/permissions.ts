/**
 * The permission table lives in the contract (packages/contract/src/shell/permissions.ts), so the
 * web app hides exactly what the server refuses; the server's modules import it from here.
 */
export { hasPermission, PERMISSIONS, type Permission } from '@kontor/contract';
