import { REST, type Session, type TestApp } from '../../test/harness.ts';

/** A storage as the list answers it (the fields the storages tests read). */
export interface ListedStorage {
  id: number;
  code: string;
  name: string;
  type: string;
  parentId: number | null;
  branchId: number;
  isActive: boolean;
  version: number;
  childCount: number;
}

/** The firm's storage with this code, through the list's search. */
export async function storageByCode(
  t: TestApp,
  session: Session,
  code: string,
): Promise<ListedStorage> {
  const page = await t.call('GET', `${REST}/storages/?term=${encodeURIComponent(code)}`, {
    session,
  });
  const found = page.json().items.find((s: ListedStorage) => s.code === code);
  if (!found) throw new Error(`No storage ${code}`);
  return found;
}
