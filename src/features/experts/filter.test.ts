import { describe, expect, it } from 'vitest';
import { expertiseOptions, filterExperts } from './filter';

const experts = [
  { _id: '1', name: 'Juliana Mendes', expertizes: [{ name: 'Investimentos' }, { name: 'Aposentadoria' }] },
  { _id: '2', name: 'Patrícia Nogueira', expertizes: [{ name: 'Impostos' }, { name: 'Investimentos' }] },
  { _id: '3', name: 'Marcos Oliveira', expertizes: [{ name: 'Orçamento familiar' }] },
];

describe('expert filters', () => {
  it('lists each expertise once, sorted', () => {
    expect(expertiseOptions(experts)).toEqual([
      'Aposentadoria',
      'Impostos',
      'Investimentos',
      'Orçamento familiar',
    ]);
  });
  it.each([
    ['', '', ['1', '2', '3']],
    ['Investimentos', '', ['1', '2']],
    ['', 'patricia', ['2']],
    ['', 'orcamento', ['3']],
    ['Impostos', 'juliana', []],
  ])('expertise %j and search %j give %j', (expertise, search, ids) => {
    expect(filterExperts(experts, expertise, search).map((expert) => expert._id)).toEqual(ids);
  });
});
