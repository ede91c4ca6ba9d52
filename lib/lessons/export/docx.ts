/**
 * The Word (.docx) form of an exported lesson copy (a Premium feature; the same copies as the
 * Print menu), written with the `docx` library. Every piece of lesson text goes in as a TextRun,
 * which the library XML-escapes: generated text is never markup.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IBorderOptions,
  type IRunOptions,
} from 'docx';
import type { Block, ExportDocument, Run } from './model';
import { plural } from '@/lib/format';

/** A4 in twips (1/1440 inch), 2 cm margins. */
const PAGE = { width: 11906, height: 16838, margin: 1134 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FONT = 'Arial';
const MUTED = '555555';
const ORDERED = 'plenary-ordered';

const line: IBorderOptions = { style: BorderStyle.SINGLE, size: 6, color: '888888', space: 4 };
const box = { top: line, bottom: line, left: line, right: line };
/** A right tab stop whose leader draws the writing line ("Name ________"). */
const writeLine = (position = TEXT_WIDTH) => [{ type: TabStopType.RIGHT, position, leader: 'underscore' as const }];

/** A text as runs; a newline in generated text becomes a line break, never markup. */
function textRuns(text: string, style: Omit<IRunOptions, 'text' | 'break' | 'children'> = {}): TextRun[] {
  return text.split('\n').map((part, i) => new TextRun({ ...style, text: part, break: i > 0 ? 1 : undefined }));
}

const fromRuns = (runs: Run[], muted = false) => runs.flatMap((r) => textRuns(r.text, { bold: r.bold, color: muted ? MUTED : undefined }));

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function tableBlock(columns: [string, string], rows: Array<[string, string]>): Table {
  const cell = (text: string, header: boolean, widthPct: number) =>
    new TableCell({
      width: { size: widthPct, type: WidthType.PERCENTAGE },
      shading: header ? { type: ShadingType.CLEAR, color: 'auto', fill: 'EEEEEE' } : undefined,
      margins: { top: 60, bottom: 60, left: 100, right: 100 },
      children: [new Paragraph({ children: textRuns(text, { bold: header }) })],
    });
  const row = (cells: [string, string], header = false) =>
    new TableRow({ tableHeader: header, cantSplit: true, children: [cell(cells[0], header, 32), cell(cells[1], header, 68)] });
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [row(columns, true), ...rows.map((r) => row(r))] });
}

function questionBlock(q: Extract<Block, { type: 'question' }>): Paragraph[] {
  const marks = `[${plural(q.marks, 'mark')}]`;
  const out = [
    new Paragraph({
      keepNext: true,
      spacing: { before: 240, after: 80 },
      indent: { left: 454, hanging: 454 },
      tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
      children: [new TextRun({ children: [`${q.number}.`, new Tab()], bold: true }), ...textRuns(q.text), new TextRun({ children: [new Tab(), marks], color: MUTED })],
    }),
  ];
  for (const o of q.options) {
    const mark = q.key ? (o.correct ? '✓' : '   ') : '☐';
    out.push(
      new Paragraph({
        keepNext: Boolean(q.key) || q.options.at(-1) !== o,
        indent: { left: 907 },
        spacing: { after: 40 },
        children: [
          new TextRun({ text: `${mark}  ${o.letter}.  `, bold: o.correct }),
          ...textRuns(o.text, { bold: o.correct }),
          ...(o.correct ? [new TextRun({ text: '  (correct answer)', color: MUTED })] : []),
        ],
      }),
    );
  }
  for (let i = 0; i < q.answerLines; i++) {
    out.push(new Paragraph({ indent: { left: 454 }, spacing: { before: 200 }, tabStops: writeLine(TEXT_WIDTH - 454), children: [new TextRun({ children: [new Tab()] })] }));
  }
  if (q.key) {
    const shading = { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F6F2' };
    out.push(
      new Paragraph({ indent: { left: 454 }, shading, keepNext: true, spacing: { before: 80 }, children: [new TextRun({ text: 'Answer: ', bold: true }), ...textRuns(q.key.answer)] }),
      new Paragraph({ indent: { left: 454 }, shading, spacing: { after: 80 }, children: [new TextRun({ text: 'Explanation: ', bold: true }), ...textRuns(q.key.explanation)] }),
    );
  }
  return out;
}

function renderBlock(block: Block, nextListInstance: () => number): Array<Paragraph | Table> {
  switch (block.type) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[block.level], keepNext: true, children: textRuns(block.text) })];
    case 'paragraph':
      return [new Paragraph({ spacing: { after: 120 }, children: fromRuns(block.runs, block.muted) })];
    case 'list': {
      const instance = nextListInstance();
      return block.items.map(
        (item) =>
          new Paragraph({
            ...(block.ordered ? { numbering: { reference: ORDERED, level: 0, instance } } : { bullet: { level: 0 } }),
            spacing: { after: 60 },
            children: textRuns(item),
          }),
      );
    }
    case 'table':
      return [tableBlock(block.columns, block.rows), new Paragraph({ children: [] })];
    case 'banner': {
      const fill = block.tone === 'key' ? 'FDECEC' : block.tone === 'warning' ? 'FFF6E0' : 'F3F4F6';
      return [
        new Paragraph({
          border: box,
          shading: { type: ShadingType.CLEAR, color: 'auto', fill },
          spacing: { before: 120, after: 200 },
          children: [new TextRun({ text: block.title, bold: true }), new TextRun({ text: '', break: 1 }), ...textRuns(block.text)],
        }),
      ];
    }
    case 'fields':
      return block.fields.map(
        (f, i) =>
          new Paragraph({
            spacing: { before: 160, after: i === block.fields.length - 1 ? 240 : 0 },
            tabStops: writeLine(f.suffix ? Math.round(TEXT_WIDTH * 0.35) : Math.round(TEXT_WIDTH * 0.7)),
            children: [new TextRun({ text: `${f.label} `, bold: true }), new TextRun({ children: [new Tab()] }), ...(f.suffix ? [new TextRun(` ${f.suffix}`)] : [])],
          }),
      );
    case 'question':
      return questionBlock(block);
  }
}

/**
 * An ExportDocument (from buildExportDocument) as a .docx file: A4, 2 cm margins, the lesson
 * title and copy (with "Teacher copy – not for students" on answer keys) in every page header,
 * "Plenary · Created …" and "Page n of N" in every footer. Resolves to the file's bytes;
 * rejects only if the docx library fails.
 */
export async function renderDocx(doc: ExportDocument): Promise<Buffer> {
  let instances = 0;
  const body = doc.blocks.flatMap((b) => renderBlock(b, () => ++instances));
  const tab = [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }];
  const file = new Document({
    title: doc.title,
    creator: 'Plenary',
    description: doc.copyLabel,
    styles: {
      default: {
        document: { run: { font: FONT, size: 22 } },
        heading1: { run: { font: FONT, size: 32, bold: true, color: '111111' }, paragraph: { spacing: { before: 240, after: 80 } } },
        heading2: { run: { font: FONT, size: 26, bold: true, color: '111111' }, paragraph: { spacing: { before: 280, after: 80 } } },
        heading3: { run: { font: FONT, size: 23, bold: true, color: '111111' }, paragraph: { spacing: { before: 160, after: 40 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START, style: { paragraph: { indent: { left: 454, hanging: 340 } } } }],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, header: 567, footer: 567 },
          },
        },
        headers: {
          // Two borderless cells, so a long title or answer-key mark wraps in its own half.
          default: new Header({
            children: [
              new Table({
                width: { size: 100, type: WidthType.PERCENTAGE },
                borders: TableBorders.NONE,
                rows: [
                  new TableRow({
                    children: [
                      new TableCell({ width: { size: 55, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: textRuns(doc.lessonTitle, { bold: true, size: 16 }) })] }),
                      new TableCell({
                        width: { size: 45, type: WidthType.PERCENTAGE },
                        children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: doc.runningHead, size: 16, color: MUTED })] })],
                      }),
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                tabStops: tab,
                children: [
                  new TextRun({ text: doc.footer, size: 16, color: MUTED }),
                  new TextRun({ children: [new Tab(), 'Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16, color: MUTED }),
                ],
              }),
            ],
          }),
        },
        children: [
          // The print page's document header: lesson title, facts, which copy.
          new Paragraph({ spacing: { after: 40 }, children: textRuns(doc.lessonTitle, { bold: true, size: 24 }) }),
          new Paragraph({ spacing: { after: 40 }, children: textRuns(doc.facts, { color: MUTED }) }),
          new Paragraph({ spacing: { after: 200 }, children: [new TextRun({ text: doc.copyLabel, bold: true, color: MUTED })] }),
          ...body,
        ],
      },
    ],
  });
  return Packer.toBuffer(file);
}
