import { fileURLToPath } from 'node:url';
import type { TBarcodeType, TProductLabel } from '@kontor/contract';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { fieldError } from '../../platform/errors.ts';

/**
 * pdfkit's built-in Helvetica has no ő or ű, so the labels embed DejaVu Sans Condensed (narrow:
 * more text fits on a sticker), subset to Latin, Greek and Cyrillic (fonts/README.md).
 */
const FONT = fileURLToPath(new URL('./fonts/DejaVuSansCondensed.ttf', import.meta.url));
const FONT_BOLD = fileURLToPath(new URL('./fonts/DejaVuSansCondensed-Bold.ttf', import.meta.url));

const PT_PER_MM = 72 / 25.4;
const BCID: Record<TBarcodeType, string> = {
  EAN13: 'ean13',
  EAN8: 'ean8',
  CODE128: 'code128',
  QR: 'qrcode',
};
const MAX_FONT_PT = 11;
const MIN_FONT_PT = 4;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The barcode as a PNG data URL: pdfkit embeds an image given by a string only once per file.
 * A value the symbology cannot encode (CODE128 takes ASCII only) is the label's fault: 400.
 */
async function barcodeImage(type: TBarcodeType, value: string): Promise<string> {
  const linear = type !== 'QR';
  const png = await bwipjs
    .toBuffer({
      bcid: BCID[type],
      text: value,
      scale: 4,
      ...(linear && { height: 12, includetext: true, textxalign: 'center' as const }),
    })
    .catch((error: unknown) => {
      throw fieldError('barcodeValue', `The barcode cannot encode this value: ${String(error)}`);
    });
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The largest font size (up to the line's share of the box) at which the line fits the width. */
function fitLine(doc: PDFKit.PDFDocument, text: string, width: number, maxSize: number): string {
  let size = maxSize;
  doc.fontSize(size);
  const natural = doc.widthOfString(text);
  if (natural > width) size = Math.max(MIN_FONT_PT, (maxSize * width) / natural);
  doc.fontSize(size);
  let fitted = text;
  while (fitted.length > 1 && doc.widthOfString(fitted) > width) fitted = `${fitted.slice(0, -2)}…`;
  return fitted;
}

/**
 * The text lines, top down, the first in bold (it is usually the product's name), each at most
 * `maxSize` points.
 */
function drawLines(doc: PDFKit.PDFDocument, lines: string[], box: Box, maxSize: number): void {
  if (lines.length === 0) return;
  const lineSize = Math.max(MIN_FONT_PT, Math.min(maxSize, box.height / (lines.length * 1.2)));
  let y = box.y;
  for (const [i, line] of lines.entries()) {
    doc.font(i === 0 ? 'label-bold' : 'label');
    const fitted = fitLine(doc, line, box.width, lineSize);
    doc.text(fitted, box.x, y, { width: box.width, lineBreak: false, align: 'left' });
    y += lineSize * 1.2;
  }
}

/** Text above a linear barcode; a QR code is square, so it sits to the left of the text. */
function layout(label: TProductLabel, page: Box, hasBarcode: boolean, hasText: boolean) {
  if (!hasBarcode) return { text: page, code: null };
  if (!hasText) return { text: null, code: page };
  if (label.barcodeType === 'QR') {
    const side = Math.min(page.height, page.width / 2);
    const gap = page.width * 0.04;
    return {
      code: { ...page, width: side },
      text: { ...page, x: page.x + side + gap, width: page.width - side - gap },
    };
  }
  const textHeight = page.height * 0.42;
  const gap = page.height * 0.04;
  return {
    text: { ...page, height: textHeight },
    code: { ...page, y: page.y + textHeight + gap, height: page.height - textHeight - gap },
  };
}

/**
 * The label as a PDF: `copies` pages of the label's size, each one label (label printers feed
 * one sticker per page). `linesOf(i)`, if given, gives page i its own text lines (an order
 * label's `2/3`), as many as `label.lines`.
 */
export function renderLabelPdf(
  label: TProductLabel,
  copies: number,
  linesOf?: (page: number) => string[],
): Promise<Buffer> {
  return renderLabelsPdf(
    Array.from({ length: copies }, (_, i) => (linesOf ? { ...label, lines: linesOf(i) } : label)),
  );
}

/**
 * Labels as one PDF, one label per page at its own size (location labels: one per storage).
 * Each distinct barcode is rendered once and reused: pdfkit embeds an image given by the same
 * string only once per file. `maxFontPt` lets a label print its first line larger (a location's
 * name is read from metres away).
 */
export async function renderLabelsPdf(
  labels: readonly TProductLabel[],
  options: { maxFontPt?: number } = {},
): Promise<Buffer> {
  const images = new Map<string, Promise<string>>();
  const imageOf = (label: TProductLabel) => {
    if (!label.barcodeValue) return Promise.resolve(null);
    const key = `${label.barcodeType}:${label.barcodeValue}`;
    if (!images.has(key)) images.set(key, barcodeImage(label.barcodeType, label.barcodeValue));
    return images.get(key)!;
  };
  const pages = await Promise.all(
    labels.map(async (label) => ({ label, image: await imageOf(label) })),
  );
  const doc = new PDFDocument({
    margin: 0,
    autoFirstPage: false,
    info: { Title: labels[0]?.lines[0] ?? 'Címke', Creator: 'Kontor' },
  });
  doc.registerFont('label', FONT);
  doc.registerFont('label-bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const { label, image } of pages)
    drawLabel(doc, label, image, options.maxFontPt ?? MAX_FONT_PT);
  doc.end();
  return done;
}

function drawLabel(
  doc: PDFKit.PDFDocument,
  label: TProductLabel,
  image: string | null,
  maxFontPt: number,
): void {
  const size: [number, number] = [label.widthMm * PT_PER_MM, label.heightMm * PT_PER_MM];
  const padding = Math.min(2 * PT_PER_MM, size[1] * 0.08);
  const page: Box = {
    x: padding,
    y: padding,
    width: size[0] - 2 * padding,
    height: size[1] - 2 * padding,
  };
  const lines = label.lines.map((l) => l.trim()).filter((l) => l !== '');
  const boxes = layout(label, page, image !== null, lines.length > 0);
  doc.addPage({ size, margin: 0 });
  if (boxes.text) drawLines(doc, lines, boxes.text, maxFontPt);
  if (image && boxes.code)
    doc.image(image, boxes.code.x, boxes.code.y, {
      fit: [boxes.code.width, boxes.code.height],
      align: 'center',
      valign: 'center',
    });
}
