import { fitsBarcodeType, type TProductLabel } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { renderLabelsPdf } from '../products/labels.pdf.ts';
import * as repo from './storages.repository.ts';

/** A location label (100 × 50 mm): the name large, the path under it, the code as a barcode. */
const WIDTH_MM = 100;
const HEIGHT_MM = 50;
const NAME_PT = 26;

/**
 * The labels of the given locations as one PDF, one per page in the order asked. The barcode is
 * the location's code (unique in the firm, what a scan looks up): Code 128 when it is ASCII, else
 * a QR code (Code 128 cannot carry á or ő). The print is audited; another firm's id is 404.
 */
export async function printStorageLabels(ctx: Ctx, ids: number[]): Promise<Buffer> {
  const rows = await repo.listLabelStorages(ctx.db, ctx.auth.firmId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0)
    throw new AppError('NOT_FOUND', `No such storage location: ${missing.join(', ')}`);
  const labels = ids.map((id): TProductLabel => {
    const row = byId.get(id)!;
    return {
      templateCode: null,
      barcodeType: fitsBarcodeType('CODE128', row.code) ? 'CODE128' : 'QR',
      barcodeValue: row.code,
      lines: [row.name, row.path],
      widthMm: WIDTH_MM,
      heightMm: HEIGHT_MM,
    };
  });
  const pdf = await renderLabelsPdf(labels, { maxFontPt: NAME_PT });
  return runAction(ctx, async () => ({
    result: pdf,
    audit: { entity: 'storage', entityId: ids[0]!, action: 'print-labels', after: { ids } },
  }));
}
