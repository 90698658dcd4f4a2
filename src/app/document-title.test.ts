import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import common from '../../locales/pt-BR/common.json';
import { documentTitle, headingOfMarkup } from './document-title';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'pt-BR', resources: { 'pt-BR': { common } }, interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n);

describe('the tab title', () => {
  it.each([
    ['names the screen, then the brand', 'Movimentações', 'Movimentações | Otto'],
    [
      'reads a heading drawn over several lines as one line',
      '  Planejamento do\n   orçamento ',
      'Planejamento do orçamento | Otto',
    ],
    ['keeps a name with an ampersand as written', 'Contas & Cartões', 'Contas & Cartões | Otto'],
    ['is the brand alone on a page with no heading yet', undefined, 'Otto'],
    ['is the brand alone for an empty heading', '   ', 'Otto'],
  ])('%s', (_case, screen, title) => {
    expect(documentTitle(t, screen, 'Otto')).toBe(title);
  });

  it.each([
    [
      'names the part on show before the screen it shares',
      'Configurações',
      'Meu Perfil',
      'Meu Perfil – Configurações | Otto',
    ],
    [
      'reads the section as one line too',
      'Configurações',
      '\n Categorias \n',
      'Categorias – Configurações | Otto',
    ],
    ['ignores an empty section', 'Configurações', '  ', 'Configurações | Otto'],
    ['is the brand alone while there is no heading', undefined, 'Meu Perfil', 'Otto'],
  ])('%s', (_case, screen, section, title) => {
    expect(documentTitle(t, screen, 'Otto', section)).toBe(title);
  });
});

describe('the heading of a prerendered page', () => {
  it.each([
    [
      'the first h1, tags dropped',
      '<main><h1 class="t"><span>Acesse</span> sua conta</h1><h1>Outro</h1></main>',
      'Acesse sua conta',
    ],
    [
      "React's escapes read back",
      '<h1 id="x">Contas &amp; Cartões d&#x27;Ana &quot;já&quot;</h1>',
      'Contas & Cartões d\'Ana "já"',
    ],
    ['none without an h1', '<div><h2>Seção</h2></div>', undefined],
  ])('%s', (_case, html, heading) => {
    expect(headingOfMarkup(html)).toBe(heading);
  });
});
