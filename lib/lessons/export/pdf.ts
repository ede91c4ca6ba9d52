/**
 * The PDF form of an exported lesson copy (the same copies as the Print menu), drawn with pdfkit
 * on A4 in DejaVu Sans, so every character a lesson holds (½, ⅓, ×, ÷, £, curly quotes) prints.
 * Lesson text is passed to pdfkit as plain strings: nothing in it is interpreted.
 *
 * The fonts are read from node_modules/dejavu-fonts-ttf at run time (not bundled); pdfkit is
 * in next.config.ts serverExternalPackages so it loads from node_modules too.
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Block, ExportDocument, Run } from './model';
import { plural } from '@/lib/format';

const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
/** Font files, also used as pdfkit's font names (so each is embedded once, subset). */
export const PDF_FONTS = { regular: path.join(FONT_DIR, 'DejaVuSans.ttf'), bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf') };

const MARGIN = { top: 64, bottom: 64, left: 57, right: 57 }; // points; 57 pt ≈ 2 cm
const SIZE = { body: 10.5, small: 8, h1: 17, h2: 13.5, h3: 11.5 };
const INK = '#111111';
const MUTED = '#555555';
const FILL = { key: '#fdecec', warning: '#fff6e0', note: '#f3f4f6', answer: '#f2f6f2' };
const INDENT = 20;

type Doc = PDFKit.PDFDocument;

const clean = (text: string) => text.replace(/\t/g, ' ');
const width = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
const bottom = (doc: Doc) => doc.page.height - MARGIN.bottom;

/** Starts a new page unless `height` points still fit on this one; true when it did. */
function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

function setFont(doc: Doc, bold: boolean, size = SIZE.body, color = INK): Doc {
  return doc.font(bold ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(size).fillColor(color);
}

/** Runs written one after another in one paragraph, switching font per run. */
function writeRuns(doc: Doc, runs: Run[], x: number, w: number, color = INK): void {
  const parts = runs.filter((r) => r.text.length > 0);
  doc.x = x;
  parts.forEach((r, i) => {
    setFont(doc, Boolean(r.bold), SIZE.body, color).text(clean(r.text), { width: w, continued: i < parts.length - 1 });
  });
}

/** Height of runs written together, measured in bold so a bold label never makes it an underestimate. */
const runsHeight = (doc: Doc, runs: Run[], w: number) =>
  setFont(doc, true).heightOfString(clean(runs.map((r) => r.text).join('')), { width: w });

function heading(doc: Doc, level: 1 | 2 | 3, text: string): void {
  const size = level === 1 ? SIZE.h1 : level === 2 ? SIZE.h2 : SIZE.h3;
  doc.moveDown(level === 3 ? 0.4 : 0.7);
  setFont(doc, true, size);
  // Keep a heading with at least two lines of what follows it.
  ensureSpace(doc, doc.heightOfString(clean(text), { width: width(doc) }) + 2 * SIZE.body * 1.4);
  doc.x = MARGIN.left;
  doc.text(clean(text), { width: width(doc) });
  doc.moveDown(0.25);
}

function list(doc: Doc, items: string[], ordered: boolean): void {
  const w = width(doc) - INDENT;
  items.forEach((item, i) => {
    setFont(doc, false);
    ensureSpace(doc, Math.min(doc.heightOfString(clean(item), { width: w }), SIZE.body * 3));
    const y = doc.y;
    doc.text(ordered ? `${i + 1}.` : '•', MARGIN.left + 4, y, { width: INDENT - 4, lineBreak: false });
    doc.text(clean(item), MARGIN.left + INDENT, y, { width: w });
    doc.moveDown(0.15);
  });
  doc.x = MARGIN.left;
  doc.moveDown(0.3);
}

function table(doc: Doc, columns: [string, string], rows: Array<[string, string]>): void {
  const w1 = width(doc) * 0.32;
  const w2 = width(doc) - w1 - 8;
  const row = (cells: [string, string], header: boolean): void => {
    setFont(doc, header);
    const h = Math.max(doc.heightOfString(clean(cells[0]), { width: w1 }), doc.heightOfString(clean(cells[1]), { width: w2 })) + 8;
    // A table that runs onto a new page repeats its header row there.
    if (ensureSpace(doc, h) && !header) row(columns, true);
    const y = doc.y;
    if (header) doc.rect(MARGIN.left, y, width(doc), h).fill('#eeeeee');
    setFont(doc, header).text(clean(cells[0]), MARGIN.left + 4, y + 4, { width: w1 - 4 });
    setFont(doc, header).text(clean(cells[1]), MARGIN.left + w1 + 8, y + 4, { width: w2 - 4 });
    doc.moveTo(MARGIN.left, y + h).lineTo(MARGIN.left + width(doc), y + h).lineWidth(0.5).strokeColor('#bbbbbb').stroke();
    doc.x = MARGIN.left;
    doc.y = y + h;
  };
  row(columns, true);
  rows.forEach((r) => row(r, false));
  doc.moveDown(0.6);
}

/** A filled, outlined box with a bold title line and a text. */
function banner(doc: Doc, tone: keyof typeof FILL, title: string, text: string): void {
  const w = width(doc) - 20;
  setFont(doc, true);
  const titleH = doc.heightOfString(clean(title), { width: w });
  const h = titleH + setFont(doc, false).heightOfString(clean(text), { width: w }) + 18;
  doc.moveDown(0.3);
  ensureSpace(doc, h);
  const y = doc.y;
  doc.rect(MARGIN.left, y, width(doc), h).lineWidth(0.8).fillAndStroke(FILL[tone], '#888888');
  setFont(doc, true).text(clean(title), MARGIN.left + 10, y + 8, { width: w });
  setFont(doc, false).text(clean(text), MARGIN.left + 10, y + 8 + titleH + 2, { width: w });
  doc.x = MARGIN.left;
  doc.y = y + h;
  doc.moveDown(0.6);
}

/** A writing line from `x1` to `x2` just below the current text baseline. */
function writeLine(doc: Doc, x1: number, x2: number, y: number): void {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor('#888888').stroke();
}

function fields(doc: Doc, items: Array<{ label: string; suffix?: string }>): void {
  for (const f of items) {
    ensureSpace(doc, 26);
    const y = doc.y + 8;
    setFont(doc, true).text(f.label, MARGIN.left, y, { lineBreak: false });
    const x1 = MARGIN.left + 50;
    const x2 = MARGIN.left + width(doc) * (f.suffix ? 0.35 : 0.7);
    writeLine(doc, x1, x2, y + SIZE.body + 2);
    if (f.suffix) setFont(doc, false).text(f.suffix, x2 + 6, y, { lineBreak: false });
    doc.x = MARGIN.left;
    doc.y = y + SIZE.body + 8;
  }
  doc.moveDown(0.8);
}

function question(doc: Doc, q: Extract<Block, { type: 'question' }>): void {
  const marksW = 56;
  const indent = 24; // room for "10."
  const textX = MARGIN.left + indent;
  const textW = width(doc) - indent - marksW;
  const keyW = width(doc) - indent - 12;
  const key: Run[][] = q.key
    ? [
        [{ text: 'Answer: ', bold: true }, { text: q.key.answer }],
        [{ text: 'Explanation: ', bold: true }, { text: q.key.explanation }],
      ]
    : [];
  const keyH = key.reduce((h, runs) => h + runsHeight(doc, runs, keyW), key.length ? 12 : 0);
  setFont(doc, false);
  doc.moveDown(0.6);
  // The question stays on one page with its first answer line or option, or with its whole key.
  ensureSpace(doc, doc.heightOfString(clean(q.text), { width: textW }) + (keyH ? Math.min(keyH + 6, 200) : 24));
  const y = doc.y;
  setFont(doc, true).text(`${q.number}.`, MARGIN.left, y, { width: indent, lineBreak: false });
  setFont(doc, false, SIZE.small + 1, MUTED).text(`[${plural(q.marks, 'mark')}]`, MARGIN.left + width(doc) - marksW, y + 1, {
    width: marksW,
    align: 'right',
    lineBreak: false,
  });
  setFont(doc, false).text(clean(q.text), textX, y, { width: textW });
  doc.moveDown(0.2);
  for (const o of q.options) {
    const mark = q.key ? (o.correct ? '✓' : ' ') : '☐';
    const line = `${o.letter}.  ${clean(o.text)}${o.correct ? '  (correct answer)' : ''}`;
    setFont(doc, o.correct);
    ensureSpace(doc, doc.heightOfString(line, { width: textW - 18 }));
    const oy = doc.y;
    doc.text(mark, textX, oy, { width: 16, lineBreak: false });
    doc.text(line, textX + 18, oy, { width: textW - 18 });
    doc.moveDown(0.1);
  }
  for (let i = 0; i < q.answerLines; i++) {
    ensureSpace(doc, 22);
    doc.y += 22;
    writeLine(doc, textX, MARGIN.left + width(doc), doc.y);
  }
  if (keyH) {
    doc.moveDown(0.2);
    ensureSpace(doc, keyH);
    const ky = doc.y;
    doc.rect(textX, ky, width(doc) - indent, keyH).fill(FILL.answer);
    doc.y = ky + 5;
    key.forEach((runs, i) => {
      if (i > 0) doc.y += 2;
      writeRuns(doc, runs, textX + 6, keyW);
    });
    doc.y = ky + keyH;
  }
  doc.x = MARGIN.left;
}

function renderBlock(doc: Doc, block: Block): void {
  switch (block.type) {
    case 'heading':
      return heading(doc, block.level, block.text);
    case 'paragraph':
      ensureSpace(doc, SIZE.body * 1.5);
      writeRuns(doc, block.runs, MARGIN.left, width(doc), block.muted ? MUTED : INK);
      doc.moveDown(0.4);
      return;
    case 'list':
      return list(doc, block.items, block.ordered);
    case 'table':
      return table(doc, block.columns, block.rows);
    case 'banner':
      return banner(doc, block.tone, block.title, block.text);
    case 'fields':
      return fields(doc, block.fields);
    case 'question':
      return question(doc, block);
  }
}

/** The running head and footer ("Page n of N") on every buffered page, drawn inside the margins' space. */
function pageFurniture(doc: Doc, model: ExportDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // so text below the body area does not open a new page
    const w = width(doc);
    // One line each: the copy (and answer-key mark) in full on the right, the title cut with an ellipsis.
    const rightW = Math.min(w * 0.6, setFont(doc, false, SIZE.small).widthOfString(model.runningHead) + 2);
    const line = (width: number, align: 'left' | 'right') => ({ width, height: SIZE.small * 1.2, ellipsis: true, align }) as const;
    setFont(doc, true, SIZE.small).text(clean(model.lessonTitle), MARGIN.left, 30, line(w - rightW - 12, 'left'));
    setFont(doc, false, SIZE.small, MUTED).text(model.runningHead, MARGIN.left + w - rightW, 30, line(rightW, 'right'));
    const fy = doc.page.height - 40;
    setFont(doc, false, SIZE.small, MUTED).text(model.footer, MARGIN.left, fy, line(w / 2, 'left'));
    setFont(doc, false, SIZE.small, MUTED).text(`Page ${i - start + 1} of ${count}`, MARGIN.left + w / 2, fy, line(w / 2, 'right'));
    doc.page.margins.bottom = saved;
  }
}

/**
 * An ExportDocument (from buildExportDocument) as a PDF: A4, ~2 cm margins, DejaVu Sans regular
 * and bold embedded as subsets, page breaks left to pdfkit (with headings, questions and table
 * rows kept whole where they fit), the lesson title and copy in every page head and
 * "Plenary · Created …" with "Page n of N" in every footer. Metadata Title is the document
 * title. Resolves to the file's bytes; rejects if the font files are missing from node_modules.
 */
export async function renderPdf(model: ExportDocument): Promise<Buffer> {
  for (const file of Object.values(PDF_FONTS)) {
    if (!fs.existsSync(file)) throw new Error(`PDF font missing: ${file} (is dejavu-fonts-ttf installed?)`);
  }
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    font: PDF_FONTS.regular, // never loads a standard (Helvetica) font
    displayTitle: true,
    info: { Title: model.title, Author: 'Plenary', Subject: model.copyLabel, Creator: 'Plenary' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // The print page's document header: lesson title, facts, which copy.
  setFont(doc, true, SIZE.h3).text(clean(model.lessonTitle), { width: width(doc) });
  setFont(doc, false, SIZE.body, MUTED).text(clean(model.facts), { width: width(doc) });
  setFont(doc, true, SIZE.body, MUTED).text(model.copyLabel, { width: width(doc) });
  doc.moveDown(0.5);
  for (const block of model.blocks) renderBlock(doc, block);
  pageFurniture(doc, model);
  doc.end();
  return done;
}
