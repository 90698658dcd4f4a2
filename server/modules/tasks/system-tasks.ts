import type { FastifyInstance } from 'fastify';
import type { SystemTask } from '../../repositories/tasks.ts';

/**
 * The suggested action plan every user sees (decision 250): the steps that most often free money
 * in a Brazilian household budget. Fixed ids keep the seed idempotent and the users' lists stable.
 */
export const SYSTEM_TASKS: SystemTask[] = [
  {
    id: 'sistema-assinaturas',
    title: 'Cancele assinaturas que você não usa',
    description:
      'Revise streaming, aplicativos e clubes cobrados no cartão e cancele o que não usou nos últimos 3 meses.',
  },
  {
    id: 'sistema-reserva-emergencia',
    title: 'Comece sua reserva de emergência',
    description:
      'Separe todo mês ao menos 10% da renda num investimento de liquidez diária até juntar 6 meses do seu custo de vida.',
  },
  {
    id: 'sistema-cheque-especial',
    title: 'Saia do cheque especial',
    description:
      'Troque o saldo do cheque especial por um empréstimo pessoal ou consignado com juros menores e não volte a usá-lo.',
  },
  {
    id: 'sistema-rotativo-cartao',
    title: 'Pague a fatura do cartão integralmente',
    description:
      'Evite o pagamento mínimo: o rotativo do cartão tem os juros mais altos do mercado. Se não der, parcele a fatura.',
  },
  {
    id: 'sistema-plano-celular',
    title: 'Renegocie seus planos de celular e internet',
    description:
      'Compare ofertas de outras operadoras e peça à sua um plano mais barato ou um combo com desconto.',
  },
  {
    id: 'sistema-tarifas-bancarias',
    title: 'Elimine tarifas bancárias',
    description:
      'Confira o extrato: migre para o pacote de serviços essenciais gratuito ou para uma conta digital sem tarifa.',
  },
  {
    id: 'sistema-energia',
    title: 'Reduza a conta de luz',
    description: 'Troque lâmpadas por LED, tire aparelhos da tomada e reduza o tempo do banho quente.',
  },
  {
    id: 'sistema-lista-mercado',
    title: 'Faça lista antes do supermercado',
    description: 'Planeje o cardápio da semana, compre só o que está na lista e compare marcas próprias.',
  },
  {
    id: 'sistema-delivery',
    title: 'Defina um limite para delivery',
    description: 'Escolha um valor mensal para pedidos por aplicativo e cozinhe em casa nos outros dias.',
  },
  {
    id: 'sistema-tesouro-direto',
    title: 'Tire seu dinheiro da poupança parada',
    description: 'Compare a poupança com o Tesouro Selic ou um CDB de liquidez diária que renda 100% do CDI.',
  },
  {
    id: 'sistema-imposto-renda',
    title: 'Guarde os comprovantes para o Imposto de Renda',
    description:
      'Junte recibos de saúde, educação e previdência: eles reduzem o imposto a pagar ou aumentam a restituição.',
  },
];

const seeded = new WeakSet<FastifyInstance>();

/** Seeds the suggestions once per app, before the first call that reads or refers to tasks. */
export async function ensureSystemTasks(app: FastifyInstance): Promise<void> {
  if (seeded.has(app)) return;
  await app.repos.tasks.seedSystem(SYSTEM_TASKS);
  seeded.add(app);
}
