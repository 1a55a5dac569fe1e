/**
 * Validates an InvoiceData document against Kontor's subset of NAV's v3 schemas (the .xsd files
 * beside this one) with xmllint compiled to WebAssembly: offline, no native build. Used by the
 * tests of every document kind (README "NAV reporting").
 */
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const SCHEMAS = ['invoiceData.xsd', 'invoiceBase.xsd', 'common.xsd'].map((fileName) => ({
  fileName,
  contents: readFileSync(new URL(fileName, import.meta.url), 'utf8'),
}));

export interface SchemaCheck {
  valid: boolean;
  /** xmllint's messages without the file name: `Element '…': This element is not expected…`. */
  errors: string[];
}

export async function validateInvoiceData(xml: string): Promise<SchemaCheck> {
  const [main, ...imported] = SCHEMAS;
  const result = await validateXML({
    xml: { fileName: 'invoice-data.xml', contents: xml },
    schema: main!,
    preload: imported,
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}
