import type { TBranch, TProductStorage } from '@kontor/contract';

/** The branch's name, or its id while the branch list is not there (or the branch was closed). */
export function branchNameOf(branches: readonly TBranch[] | undefined, branchId: number): string {
  return branches?.find((branch) => branch.id === branchId)?.name ?? `#${branchId}`;
}

/** 'R1-A-01 - Főraktár A sor 1. polc', as the storage lookup shows it. */
export function storageLabel(row: TProductStorage): string {
  return `${row.storageCode} - ${row.storageName}`;
}
