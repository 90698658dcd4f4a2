import { describe, expect, it } from 'vitest';
import { parseDocument, renderPdf } from './pdf-document.ts';

describe('parseDocument', () => {
  it('reads titles, headings, paragraphs joined across lines and bullet lists', () => {
    const source = '# Termos\n\n## 1. Conta\n\nPrimeira linha\ncontinua aqui.\n\n- um\n- dois\n';
    expect(parseDocument(source)).toEqual([
      { kind: 'title', text: 'Termos' },
      { kind: 'heading', text: '1. Conta' },
      { kind: 'paragraph', text: 'Primeira linha continua aqui.' },
      { kind: 'list', items: ['um', 'dois'] },
    ]);
  });
});

describe('renderPdf', () => {
  it('writes the same PDF bytes for the same text, so committed files only change with their source', async () => {
    const blocks = parseDocument('# Guia\n\nEquilíbrio é um hábito.');
    const [first, second] = await Promise.all([renderPdf(blocks), renderPdf(blocks)]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.equals(second)).toBe(true);
  });
});
