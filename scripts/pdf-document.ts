import PDFDocument from 'pdfkit';

/** The small markup our documents use: '# ' title, '## ' heading, '- ' bullet, blank-line paragraphs. */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function parseDocument(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const first = lines[0];
    if (!first) continue;
    if (first.startsWith('# ')) blocks.push({ kind: 'title', text: first.slice(2) });
    else if (first.startsWith('## ')) blocks.push({ kind: 'heading', text: first.slice(3) });
    else if (first.startsWith('- ')) blocks.push({ kind: 'list', items: lines.map((line) => line.slice(2)) });
    else blocks.push({ kind: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}

// A fixed date keeps the generated files byte-identical between runs, so regenerating shows no diff.
const FIXED_DATE = new Date('2026-12-01T12:00:00Z');

export function renderPdf(blocks: Block[]): Promise<Buffer> {
  const title = blocks.find((block) => block.kind === 'title');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 64,
    lang: 'pt-BR',
    displayTitle: true,
    info: { Title: title?.kind === 'title' ? title.text : '', CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  for (const block of blocks) {
    if (block.kind === 'title') {
      doc.font('Helvetica-Bold').fontSize(22).text(block.text).moveDown(0.8);
    } else if (block.kind === 'heading') {
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(14).text(block.text).moveDown(0.3);
    } else if (block.kind === 'paragraph') {
      doc.font('Helvetica').fontSize(11).text(block.text, { align: 'justify', lineGap: 2 }).moveDown(0.6);
    } else {
      doc.font('Helvetica').fontSize(11).list(block.items, { lineGap: 2, bulletRadius: 2 }).moveDown(0.6);
    }
  }
  doc.end();
  return done;
}
