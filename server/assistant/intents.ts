import { memberNamed, type NameReading } from './members.ts';
import { MONTH_NAMES, MONTH_WORDS, monthAsked } from './months.ts';
import { FILLER, findNamed, mentions, type Named, wordsOf } from './text.ts';

/** What the assistant answers (decision 460). */
export type Intent =
  | 'spending'
  | 'categorySpending'
  | 'groupSpending'
  | 'revenues'
  | 'balance'
  | 'dueTomorrow'
  | 'dueWeek'
  | 'openInvoice'
  | 'objective'
  | 'largestExpenses'
  | 'navigate'
  | 'help';

/** The screens the assistant may open (spec 2: its navigation targets). */
export type ChatRoute =
  | 'dashboard'
  | 'transactions'
  | 'payment_transactions'
  | 'wallet'
  | 'budget'
  | 'objectives'
  | 'calendar';

/** The budget groups a question may name; 'revenues' has no budget and is asked as revenues. */
export type BudgetGroup = 'fixed' | 'variable' | 'investiments' | 'debts';

export interface Vocabulary {
  /** Expense and investment categories (revenue ones are asked as revenues). */
  categories: readonly Named[];
  wallets: readonly Named[];
  objectives: readonly Named[];
  /** Family members other than the person asking, by first name. */
  members: readonly Named[];
}

export interface Understood {
  intent: Intent;
  /** Months from the current one: 0 this month, -1 last month. */
  monthOffset: number;
  /** The message asked for a day, a week or a year: the reply says it answers by month (decision 465). */
  byMonthOnly?: boolean;
  categoryId?: string;
  group?: BudgetGroup;
  walletId?: string;
  objectiveId?: string;
  memberId?: string;
  route?: ChatRoute;
}

const QUESTION = ['quanto', 'quantos', 'qual', 'quais', 'quando', 'como', 'onde'];
const OPEN = [
  'abrir',
  'abre',
  'abra',
  'ir',
  'va',
  'vai',
  'leva',
  'leve',
  'levar',
  'mostrar',
  'mostra',
  'mostre',
  'acessar',
  'acesse',
  'navegar',
  'entrar',
  'ver',
  'veja',
  'exibir',
  'exiba',
];

/** Screen names people use, per route; checked in this order ('movimentacoes do cartao' is a payment's). */
const SCREENS: ReadonlyArray<[ChatRoute, string[]]> = [
  ['calendar', ['calendario', 'agenda', 'calendario mensal']],
  ['objectives', ['objetivos', 'objetivo', 'metas', 'meta']],
  ['budget', ['orcamento', 'planejamento', 'planejamentos', 'orcamentos']],
  ['wallet', ['carteiras', 'carteira', 'formas de pagamento', 'contas', 'cartoes']],
  ['transactions', ['movimentacoes', 'movimentacao', 'extrato', 'lancamentos', 'transacoes']],
  ['dashboard', ['painel', 'dashboard', 'inicio', 'tela inicial', 'resumo']],
];

const SPEND = [
  'gastei',
  'gastamos',
  'gastou',
  'gasto',
  'gastos',
  'gastar',
  'despesa',
  'despesas',
  'paguei',
  'gastando',
];
const REVENUE = [
  'receita',
  'receitas',
  'ganhei',
  'recebi',
  'recebeu',
  'recebemos',
  'ganhou',
  'ganhamos',
  'renda',
  'entrou',
  'entrada',
  'entradas',
  'salario',
  'salarios',
];
const BALANCE = ['saldo', 'sobrou', 'resultado', 'balanco'];
const DUE = [
  'vence',
  'vencem',
  'vencendo',
  'vencimento',
  'vencimentos',
  'pagar',
  'pagamento',
  'pagamentos',
  'conta',
  'contas',
  'boleto',
  'boletos',
];
const TOMORROW = ['amanha'];
const WEEK = ['semana', 'semanal', 'proximos dias', '7 dias', 'sete dias'];
const INVOICE = ['fatura', 'faturas', 'cartao', 'cartao de credito'];
const OBJECTIVE = ['objetivo', 'objetivos', 'meta', 'metas', 'sonho', 'sonhos'];
const LARGEST = ['maior', 'maiores', 'mais caro', 'mais caros', 'gastei mais', 'principais', 'top'];

const GROUPS: ReadonlyArray<[BudgetGroup, string[]]> = [
  ['fixed', ['fixas', 'fixos', 'despesas fixas', 'gastos fixos', 'fixa', 'fixo']],
  ['variable', ['variaveis', 'variavel', 'despesas variaveis', 'gastos variaveis']],
  ['debts', ['dividas', 'divida', 'parcelas', 'dividas e parcelas', 'prestacoes', 'emprestimos']],
  ['investiments', ['investimentos', 'investimento', 'investi', 'aplicacoes', 'poupei', 'guardei']],
];

/** Everyday words for the default categories, by their normalised name. */
const CATEGORY_ALIASES: Record<string, string[]> = {
  supermercado: ['mercado', 'supermercados', 'mercados', 'compras do mes'],
  'restaurantes e delivery': ['restaurante', 'ifood', 'lanche', 'lanches', 'comida fora'],
  combustivel: ['gasolina', 'etanol', 'posto', 'alcool'],
  'transporte e aplicativos': ['uber', 'onibus', 'metro', '99'],
  'energia eletrica': ['luz', 'conta de luz'],
  'agua e esgoto': ['conta de agua'],
  'internet e telefone': ['celular', 'telefone', 'wifi'],
  farmacia: ['remedio', 'remedios', 'drogaria'],
  pets: ['pet', 'cachorro', 'gato', 'veterinario'],
  'feira e padaria': ['padaria', 'feira', 'pao'],
  vestuario: ['roupa', 'roupas', 'sapato', 'sapatos'],
  'plano de saude': ['convenio'],
};

const entry = <K extends string>(
  pairs: ReadonlyArray<[K, string[]]>,
  words: readonly string[],
): K | undefined => pairs.find(([, phrases]) => mentions(words, phrases))?.[0];

const aliasesOf = (categories: readonly Named[]): Named[] =>
  categories.flatMap((category) =>
    (CATEGORY_ALIASES[wordsOf(category.name).join(' ')] ?? []).map((alias) => ({
      id: category.id,
      name: alias,
    })),
  );

/**
 * The category the message names: its own name, or an everyday word for a default one. 'conta'
 * alone is the question's ('contas a pagar', 'a conta do Carlos'), not 'conta de luz'.
 */
function categoryOf(words: readonly string[], categories: readonly Named[]): string | undefined {
  return (findNamed(words, categories, DUE) ?? findNamed(words, aliasesOf(categories), DUE))?.id;
}

/** Every word the intents above read; one of them is the question's own, never a person's first name. */
const OWN_WORDS: ReadonlySet<string> = new Set(
  [
    ...[QUESTION, OPEN, SPEND, REVENUE, BALANCE, DUE, TOMORROW, WEEK, INVOICE, OBJECTIVE, LARGEST].flat(),
    ...[SCREENS, GROUPS].flatMap((pairs) => pairs.flatMap(([, phrases]) => phrases)),
    ...['compras', 'compra', 'eu', 'meu', 'me', 'mim', 'voce', 'nos'],
    ...MONTH_WORDS,
    ...FILLER,
  ].flatMap(wordsOf),
);

/** How the person's own names read against their family members' first names (audit AB8). */
function nameReading(vocabulary: Vocabulary): NameReading {
  const { categories, wallets, objectives } = vocabulary;
  return {
    ownWords: OWN_WORDS,
    months: new Set(MONTH_NAMES),
    phrases: [...categories, ...aliasesOf(categories), ...wallets, ...objectives].map((named) =>
      wordsOf(named.name),
    ),
    otherNames: (words) =>
      [
        categoryOf(words, categories),
        findNamed(words, wallets)?.id,
        findNamed(words, objectives, OBJECTIVE)?.id,
      ].join(' '),
  };
}

function navigation(words: readonly string[], vocabulary: Vocabulary): Understood | undefined {
  const asks = mentions(words, QUESTION);
  const opens = words.length > 0 && mentions(words.slice(0, 2), OPEN);
  const screen = entry(SCREENS, words);
  // A bare screen name ('calendário') or an order to open one; a question is answered, not navigated.
  if (asks || (!opens && !(screen && words.length === 1))) return undefined;
  const wallet = findNamed(words, vocabulary.wallets);
  if (
    wallet &&
    (screen === undefined || screen === 'transactions' || screen === 'wallet' || mentions(words, INVOICE))
  )
    return { intent: 'navigate', monthOffset: 0, route: 'payment_transactions', walletId: wallet.id };
  return screen ? { intent: 'navigate', monthOffset: 0, route: screen } : undefined;
}

/** What a message asks, with the names it mentions resolved against the person's own. */
export function understand(message: string, vocabulary: Vocabulary, currentMonth: string): Understood {
  const said = wordsOf(message);
  const navigate = navigation(said, vocabulary);
  if (navigate) return navigate;
  // The member's name is taken out first: 'quanto a Abril gastou' asks no month, 'gastos da Luz' no category.
  const member = memberNamed(said, vocabulary.members, nameReading(vocabulary));
  const words = member?.rest ?? said;
  const month = monthAsked(words, currentMonth);
  const base: Understood = {
    intent: 'help',
    monthOffset: month && 'offset' in month ? month.offset : 0,
    ...(month && 'byMonthOnly' in month ? { byMonthOnly: true } : {}),
    ...(member ? { memberId: member.member.id } : {}),
  };
  const is = (intent: Intent, extra: Partial<Understood> = {}): Understood => ({ ...base, intent, ...extra });

  if (mentions(words, DUE) && mentions(words, TOMORROW)) return is('dueTomorrow');
  if (mentions(words, DUE) && mentions(words, WEEK)) return is('dueWeek');
  if (mentions(words, TOMORROW)) return is('dueTomorrow');
  if (mentions(words, INVOICE)) {
    const wallet = findNamed(words, vocabulary.wallets);
    return is('openInvoice', wallet ? { walletId: wallet.id } : {});
  }
  const objective = findNamed(words, vocabulary.objectives, OBJECTIVE);
  if (mentions(words, OBJECTIVE) || (objective && !mentions(words, SPEND)))
    return is('objective', objective ? { objectiveId: objective.id } : {});
  if (mentions(words, LARGEST) && (mentions(words, SPEND) || mentions(words, ['compras', 'compra'])))
    return is('largestExpenses');
  // A group before a category: 'despesas fixas' is the group, not 'Diversos (Fixa)'.
  const group = entry(GROUPS, words);
  if (group) return is('groupSpending', { group });
  const categoryId = categoryOf(words, vocabulary.categories);
  if (categoryId) return is('categorySpending', { categoryId });
  if (mentions(words, REVENUE)) return is('revenues');
  if (mentions(words, BALANCE)) return is('balance');
  if (mentions(words, SPEND)) return is('spending');
  if (mentions(words, WEEK) && mentions(words, DUE)) return is('dueWeek');
  return base;
}

/** What the language model asked for, in our words (names still as the model wrote them). */
export interface ToolRequest {
  intent: Intent;
  monthOffset: number;
  group?: BudgetGroup;
  route?: ChatRoute;
  /** Free text the model copied from the message: a category, wallet or objective name. */
  names: string[];
  /** The family member's first name, as the model wrote it: a category word is not a person (audit AB8). */
  person?: string;
}

/** A tool call's names resolved against the person's own, as a message's would be. */
export function understoodFromTool(request: ToolRequest, vocabulary: Vocabulary): Understood {
  const words = request.names.flatMap(wordsOf);
  const id = (list: readonly Named[]) => findNamed(words, list)?.id;
  const categoryId =
    request.intent === 'categorySpending' ? categoryOf(words, vocabulary.categories) : undefined;
  const walletId = id(vocabulary.wallets);
  const objectiveId =
    request.intent === 'objective' ? findNamed(words, vocabulary.objectives, OBJECTIVE)?.id : undefined;
  // Only the person the model named is a member: its category 'luz' is not a member named Luz.
  const memberId = request.person ? findNamed(wordsOf(request.person), vocabulary.members)?.id : undefined;
  return {
    intent: request.intent === 'categorySpending' && !categoryId ? 'spending' : request.intent,
    monthOffset: request.monthOffset,
    ...(request.group ? { group: request.group } : {}),
    ...(request.route ? { route: request.route } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(walletId ? { walletId } : {}),
    ...(objectiveId ? { objectiveId } : {}),
    ...(memberId ? { memberId } : {}),
  };
}
