import type { Db } from './client.ts';
import { categories } from './schema.ts';

type Group = 'revenues' | 'expenses' | 'investiments' | 'debts';
interface DefaultCategory {
  code: string;
  name: string;
  group: Group;
  sort?: 'fixed' | 'variable';
  essential?: boolean;
}

const revenue = (code: string, name: string): DefaultCategory => ({ code, name, group: 'revenues' });
const fixed = (code: string, name: string, essential = false): DefaultCategory => ({
  code,
  name,
  group: 'expenses',
  sort: 'fixed',
  essential,
});
const variable = (code: string, name: string, essential = false): DefaultCategory => ({
  code,
  name,
  group: 'expenses',
  sort: 'variable',
  essential,
});
const investment = (code: string, name: string): DefaultCategory => ({ code, name, group: 'investiments' });
const debt = (code: string, name: string): DefaultCategory => ({
  code,
  name,
  group: 'debts',
  essential: true,
});

/** The catalogue every account starts with (user_id null); users add subcategories of their own. */
export const DEFAULT_CATEGORIES: DefaultCategory[] = [
  revenue('salario', 'Salário'),
  revenue('pro-labore', 'Pró-labore'),
  revenue('decimo-terceiro', '13º salário'),
  revenue('alugueis-recebidos', 'Aluguéis recebidos'),
  revenue('rendimentos', 'Rendimentos de investimentos'),
  revenue('outras-rendas', 'Outras rendas'),
  fixed('aluguel', 'Aluguel', true),
  fixed('condominio', 'Condomínio', true),
  fixed('energia', 'Energia elétrica', true),
  fixed('agua', 'Água e esgoto', true),
  fixed('gas', 'Gás', true),
  fixed('internet-telefone', 'Internet e telefone', true),
  fixed('plano-saude', 'Plano de saúde', true),
  fixed('educacao', 'Educação', true),
  fixed('seguros', 'Seguros'),
  fixed('iptu-ipva', 'IPTU e IPVA', true),
  fixed('assinaturas', 'Assinaturas e streaming'),
  fixed('diversos-fixa', 'Diversos (Fixa)'),
  variable('supermercado', 'Supermercado', true),
  variable('feira-padaria', 'Feira e padaria', true),
  variable('restaurantes', 'Restaurantes e delivery'),
  variable('combustivel', 'Combustível', true),
  variable('transporte', 'Transporte e aplicativos'),
  variable('farmacia', 'Farmácia', true),
  variable('lazer', 'Lazer'),
  variable('vestuario', 'Vestuário'),
  variable('cuidados-pessoais', 'Cuidados pessoais'),
  variable('presentes', 'Presentes'),
  variable('viagens', 'Viagens'),
  variable('pets', 'Pets'),
  variable('manutencao-casa', 'Manutenção da casa'),
  variable('diversos-variavel', 'Diversos (Variável)'),
  investment('poupanca', 'Poupança'),
  investment('reserva-emergencia', 'Reserva de emergência'),
  investment('tesouro-direto', 'Tesouro Direto'),
  investment('previdencia', 'Previdência privada'),
  investment('acoes-fundos', 'Ações e fundos'),
  debt('cartao-credito', 'Cartão de crédito'),
  debt('emprestimo-pessoal', 'Empréstimo pessoal'),
  debt('emprestimo-consignado', 'Empréstimo consignado'),
  debt('dividas-terceiros', 'Dívidas com terceiros'),
  debt('financiamento-imovel', 'Financiamento imobiliário'),
  debt('financiamento-veiculo', 'Financiamento de veículo'),
  debt('cheque-especial', 'Cheque especial'),
  debt('outras-dividas', 'Outras dívidas e parcelas'),
];

/** Idempotent: categories are keyed by `code`, so every start (and every process) may run it. */
export async function seedDefaultCategories(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(
      DEFAULT_CATEGORIES.map((category) => ({
        code: category.code,
        name: category.name,
        group: category.group,
        type: category.group,
        sort: category.sort ?? null,
        essential: category.essential ?? false,
      })),
    )
    .onConflictDoNothing({ target: categories.code });
}
