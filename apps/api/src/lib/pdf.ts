/** A table of text cells; the first column is left-aligned, the others right-aligned. */
export interface PdfTable {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ChartReportInput {
  title: string;
  /** The date line, already formatted (DD/MM/YYYY). */
  date: string;
  /** One line per filter field. */
  filterLines: readonly string[];
  /** PNG bytes of the chart. */
  image: Buffer;
  table: PdfTable;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const PRIMARY = '#2b74c4';

/**
 * A one-page A4 PDF: title, date, filter summary, the chart image and a table of its values.
 * Everything is sized to fit one page (the image shrinks first, then the table's rows), so the
 * report never spills onto a second page. Rejects when the image cannot be read as a PNG.
 */
export async function renderChartReport(input: ChartReportInput): Promise<Buffer> {
  // Loaded on the first report, not at start-up: pdfkit and its fonts take about 0.4 s of every
  // server start, and most instances never print a PDF.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, autoFirstPage: true });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      drawReport(doc, input);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function drawReport(doc: PDFKit.PDFDocument, input: ChartReportInput): void {
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  doc.info.Title = input.title;
  doc
    .fillColor(PRIMARY)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(input.title, PAGE.margin, PAGE.margin, { width, lineBreak: true, height: 48 });
  doc.moveDown(0.3).fillColor('#000000').font('Helvetica').fontSize(10);
  doc.text(`Fecha: ${input.date}`, { width });
  for (const line of input.filterLines.slice(0, 8)) doc.text(line, { width, height: 14 });

  const rowCount = input.table.rows.length + 1;
  const rowHeight = Math.max(9, Math.min(16, (bottom - doc.y - 200) / rowCount));
  // A header wraps onto a second line instead of being cut ("Evaluaciones posteriores" is
  // wider than its column), so it may need one row more than its cells.
  const tableHeight = rowHeight * (rowCount + 1);
  const imageTop = doc.y + 10;
  const imageHeight = Math.max(80, Math.min(width / 1.5, bottom - imageTop - tableHeight - 16));
  doc.image(input.image, PAGE.margin, imageTop, {
    fit: [width, imageHeight],
    align: 'center',
    valign: 'center',
  });
  drawTable(doc, input.table, imageTop + imageHeight + 12, width, rowHeight);
}

function drawTable(
  doc: PDFKit.PDFDocument,
  table: PdfTable,
  top: number,
  width: number,
  rowHeight: number,
): void {
  const columns = table.headers.length;
  const firstWidth = columns > 1 ? width * 0.4 : width;
  const otherWidth = columns > 1 ? (width - firstWidth) / (columns - 1) : 0;
  const fontSize = Math.min(9, rowHeight - 3);
  const cellAt = (index: number) => ({
    x: index === 0 ? PAGE.margin : PAGE.margin + firstWidth + (index - 1) * otherWidth,
    width: index === 0 ? firstWidth : otherWidth,
    align: index === 0 ? ('left' as const) : ('right' as const),
  });
  const rule = (y: number) =>
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + width, y)
      .strokeColor('#cccccc')
      .lineWidth(0.5)
      .stroke();

  // The header: each cell wraps within its column, on at most two lines.
  doc.font('Helvetica-Bold').fontSize(fontSize);
  const headerLines = Math.min(
    2,
    Math.max(
      ...table.headers.map((cell, index) =>
        Math.ceil(
          doc.heightOfString(cell, { width: cellAt(index).width - 4 }) / doc.currentLineHeight(),
        ),
      ),
    ),
  );
  const headerHeight = rowHeight + (headerLines - 1) * doc.currentLineHeight();
  table.headers.forEach((cell, index) => {
    const { x, width: cellWidth, align } = cellAt(index);
    doc.text(cell, x + 2, top + 3, {
      width: cellWidth - 4,
      height: headerHeight,
      align,
      ellipsis: true,
    });
  });
  rule(top + headerHeight);

  // The rows: one line each, cut with an ellipsis if a value is too long.
  doc.font('Helvetica').fontSize(fontSize);
  table.rows.forEach((row, rowIndex) => {
    const y = top + headerHeight + rowIndex * rowHeight;
    row.forEach((cell, index) => {
      const { x, width: cellWidth, align } = cellAt(index);
      doc.text(cell, x + 2, y + 3, {
        width: cellWidth - 4,
        height: rowHeight,
        align,
        lineBreak: false,
        ellipsis: true,
      });
    });
    rule(y + rowHeight);
  });
}
