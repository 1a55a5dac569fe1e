import type { TImportType } from '@kontor/contract';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import type { Importer } from './importer.ts';
import { partnerImporter } from './partner-importer.ts';
import { productImporter } from './product-importer.ts';
import { vehicleImporter } from './vehicle-importer.ts';

export type Importers = Record<TImportType, Importer<unknown>>;

/** The importers of every type; column labels and option names come from the Hungarian dictionary. */
export function createImporters(dictionary: Dictionary): Importers {
  const labelOf = (key: string) => dictionary.translate('HU', key);
  return {
    PARTNER: partnerImporter(labelOf) as Importer<unknown>,
    PRODUCT: productImporter('PRODUCT', labelOf) as Importer<unknown>,
    SERVICE: productImporter('SERVICE', labelOf) as Importer<unknown>,
    VEHICLE: vehicleImporter() as Importer<unknown>,
  };
}
