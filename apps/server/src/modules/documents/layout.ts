/**
 * The one look of every printed document: the firm's logo and the title with the number on top,
 * the two parties side by side, a row of facts, the lines' table, the totals on the right, notes,
 * and a footer with the firm's name, address, tax number and bank account and the page number on
 * every page. The kinds (invoice, quote, order confirmation, …) only choose what goes in.
 * DejaVu (products/fonts) has ő, ű, ä, ß.
 */
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

// Read once per process: every document embeds (a subset of) both.
const FONT = readFileSync(new URL('../products/fonts/DejaVuSansCondensed.ttf', import.meta.url));
const FONT_BOLD = readFileSync(
  new URL('../products/fonts/DejaVuSansCondensed-Bold.ttf', import.meta.url),
);
const MARGIN = 40;
/** Room kept free at the bottom of a page for the footer. */
const FOOTER_ROOM = 60;

export interface Column {
  title: string;
  /** The share of the page's width. */
  width: number;
  align: 'left' | 'right';
}

export interface SheetInfo {
  title: string;
  /** Plain ASCII words a reader (and a test) can match: kind, number, original or copy. */
  keywords: string;
  /** The footer line of every page (the firm's name, address, tax number, bank account). */
  footer: string;
  /** The page number text, given the page and the count (`1/2. oldal`). */
  page: (n: number, of: number) => string;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN;
  readonly width: number;
  private readonly info: SheetInfo;
  private readonly done: Promise<Buffer>;

  constructor(info: SheetInfo) {
    this.info = info;
    this.doc = new PDFDocument({
      size: 'A4',
      // The bottom margin keeps the body's text (which breaks pages by itself) off the footer.
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM / 2 },
      bufferPages: true,
      info: { Title: info.title, Keywords: info.keywords },
    });
    this.doc.registerFont('body', FONT);
    this.doc.registerFont('bold', FONT_BOLD);
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve(Buffer.concat(chunks))));
    this.width = this.doc.page.width - 2 * MARGIN;
  }

  /** The logo on the left; the title, then each line (number, original or copy) on the right. */
  header(logo: Buffer | null, title: string, lines: { text: string; bold?: boolean }[]): void {
    const { doc, left, width } = this;
    if (logo) doc.image(logo, left, MARGIN, { fit: [120, 50] });
    doc.font('bold').fontSize(16).text(title, left, MARGIN, { width, align: 'right' });
    for (const line of lines)
      doc
        .font(line.bold ? 'bold' : 'body')
        .fontSize(10)
        .text(line.text, { width, align: 'right' });
    doc.moveDown();
  }

  /** Two address blocks side by side (the firm's on the left); empty lines are left out. */
  parties(blocks: [Party, Party]): void {
    const { doc, left, width } = this;
    const top = Math.max(doc.y, 110);
    const half = width / 2 - 10;
    let bottom = top;
    blocks.forEach((block, i) => {
      const at = i === 0 ? left : left + width / 2 + 10;
      doc.font('bold').fontSize(9).text(block.title, at, top, { width: half });
      doc.font('body');
      for (const line of block.lines) if (line) doc.text(line, at, doc.y, { width: half });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 12;
  }

  /** A row of label/value pairs across the page (dates, payment, currency, …). */
  facts(facts: [string, string][]): void {
    const { doc, left, width } = this;
    const each = width / facts.length;
    const top = doc.y;
    facts.forEach(([label, value], i) => {
      doc
        .font('bold')
        .fontSize(8)
        .text(label, left + i * each, top, { width: each - 4 });
      doc
        .font('body')
        .fontSize(9)
        .text(value, left + i * each, top + 11, { width: each - 4 });
    });
    doc.y = top + 34;
  }

  /** A paragraph across the page. */
  note(text: string, bold = false): void {
    this.doc
      .font(bold ? 'bold' : 'body')
      .fontSize(8)
      .text(text, this.left, this.doc.y, { width: this.width });
  }

  /** The lines' table: a bold heading row and a rule, repeated on every page it runs onto. */
  table(columns: Column[], rows: string[][]): void {
    const { doc, left, width } = this;
    const row = (cells: string[], font: 'body' | 'bold') => {
      const top = doc.y;
      let x = left;
      let bottom = top;
      doc.font(font).fontSize(8);
      cells.forEach((cell, i) => {
        const w = columns[i]!.width * width;
        doc.text(cell, x, top, { width: w - 4, align: columns[i]!.align });
        bottom = Math.max(bottom, doc.y);
        x += w;
      });
      doc.y = bottom + 3;
    };
    const heading = () => {
      row(
        columns.map((c) => c.title),
        'bold',
      );
      this.rule(doc.y - 2);
    };
    doc.moveDown(0.5);
    heading();
    for (const cells of rows) {
      if (doc.y > doc.page.height - 2 * FOOTER_ROOM) {
        doc.addPage();
        heading();
      }
      row(cells, 'body');
    }
    this.rule(doc.y);
    doc.moveDown(0.5);
  }

  /** Totals aligned right; the last `strong` one large. */
  totals(lines: { text: string; size?: number; bold?: boolean }[]): void {
    for (const line of lines)
      this.doc
        .font(line.bold === false ? 'body' : 'bold')
        .fontSize(line.size ?? 10)
        .text(line.text, this.left, this.doc.y, { width: this.width, align: 'right' });
    this.doc.moveDown();
  }

  /** Draws the footer on every page and answers the PDF's bytes. */
  finish(): Promise<Buffer> {
    const { doc, left, width } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing below the bottom margin would open a new page: lift the margin for the footer.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 14;
      doc
        .moveTo(left, y - 4)
        .lineTo(left + width, y - 4)
        .lineWidth(0.5)
        .stroke();
      doc
        .font('body')
        .fontSize(7)
        .text(this.info.footer, left, y, { width: width - 60 });
      doc.text(this.info.page(i - range.start + 1, range.count), left + width - 60, y, {
        width: 60,
        align: 'right',
      });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    return this.done;
  }

  private rule(y: number): void {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .stroke();
  }
}

export interface Party {
  title: string;
  lines: (string | false | null | undefined)[];
}
