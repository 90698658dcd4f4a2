import { describe, expect, it } from 'vitest';
import { bankAccessesNeedAttention, visibleSidebarLinks } from './sidebar-links';

const paths = (options: Parameters<typeof visibleSidebarLinks>[0]) =>
  visibleSidebarLinks(options).map((link) => link.to);

describe('visibleSidebarLinks', () => {
  it('an ordinary user of the delivered brand sees every link but specialists and products', () => {
    expect(paths({ hiddenScreens: ['especialistas', 'produtos'], actsAsPlanner: false })).toEqual([
      '/painel',
      '/movimentacoes',
      '/calendario',
      '/planejamento',
      '/carteiras',
      '/objetivos',
      '/tarefas',
      '/relatorio',
      '/educacional',
      '/configuracoes',
    ]);
  });

  it('a planner does not see the calendar', () => {
    expect(paths({ hiddenScreens: [], actsAsPlanner: true })).not.toContain('/calendario');
  });

  it('a brand that hides nothing shows all twelve links', () => {
    expect(paths({ hiddenScreens: [], actsAsPlanner: false })).toHaveLength(12);
  });

  it('every hideable screen follows the brand', () => {
    const shown = paths({
      hiddenScreens: ['educacional', 'especialistas', 'tarefas', 'produtos'],
      actsAsPlanner: false,
    });
    expect(shown).not.toEqual(expect.arrayContaining(['/educacional']));
    expect(shown).not.toContain('/tarefas');
    expect(shown).toHaveLength(8);
  });
});

describe('bankAccessesNeedAttention', () => {
  it.each([
    [[], false],
    [[{ type: 'pluggy' }], false],
    [[{ type: 'pluggy' }, { type: 'belvo' }], true],
    [[{}], true],
  ])('%j -> %s', (accesses, expected) => {
    expect(bankAccessesNeedAttention(accesses)).toBe(expected);
  });
});
