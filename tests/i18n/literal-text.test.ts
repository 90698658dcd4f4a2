import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productFiles } from './source-files';

/** Props and attributes whose value people read or hear. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
]);

// Text made only of digits, punctuation and symbols ('%', '—', '/') needs no translation.
const HAS_LETTER = /\p{L}/u;

function isLiteralText(node: ts.Node | undefined): node is ts.StringLiteralLike {
  return node !== undefined && ts.isStringLiteralLike(node) && HAS_LETTER.test(node.text);
}

function literalTexts(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) {
      report(node, JSON.stringify(node.text.trim()));
    } else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent) && isLiteralText(node.expression)) {
      report(node, JSON.stringify(node.expression.text));
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      if (isLiteralText(value)) report(node, `${node.name.getText(source)}=${JSON.stringify(value.text)}`);
      if (value && ts.isJsxExpression(value) && isLiteralText(value.expression)) {
        report(node, `${node.name.getText(source)}={${JSON.stringify(value.expression.text)}}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const LITERAL_COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklch|oklab)\(/;

describe('the literal-text check', () => {
  it('flags JSX text and text attributes, and lets t() and symbols through', () => {
    const snippet = `
      const a = <p>Olá {name}</p>;
      const b = <input placeholder="Digite" aria-label={'Busca'} title={t('ui:x')} />;
      const c = <span>{'Texto'} % — {t('common:empty')}</span>;
      const d = <TextField label="Nome" />;
    `;
    expect(literalTexts('x.tsx', snippet)).toEqual([
      'x.tsx:2 "Olá"',
      'x.tsx:3 placeholder="Digite"',
      'x.tsx:3 aria-label={"Busca"}',
      'x.tsx:4 "Texto"',
      'x.tsx:5 label="Nome"',
    ]);
  });
});

describe('product code', () => {
  it('shows no literal text: JSX text and text attributes come from t()', () => {
    const offenders = productFiles(['.tsx']).flatMap(({ path, text }) => literalTexts(path, text));
    expect(offenders).toEqual([]);
  });

  it('uses theme tokens, not literal colours, outside the theme files', () => {
    const offenders = productFiles(['.ts', '.tsx', '.css'])
      .filter(({ path }) => !path.startsWith('src/ui/theme/'))
      .flatMap(({ path, text }) =>
        text
          .split('\n')
          .flatMap((line, index) =>
            LITERAL_COLOUR.test(line) ? [`${path}:${index + 1} ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
