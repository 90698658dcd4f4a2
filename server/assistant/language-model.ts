import type { FastifyInstance } from 'fastify';
import { currentMonth, monthsBetween } from '../../src/lib/dates.ts';
import type { BudgetGroup, ChatRoute, Intent, ToolRequest } from './intents.ts';

/**
 * The optional language model (decision 463): any OpenAI-compatible `/chat/completions` endpoint.
 * It only chooses a tool and phrases what our code answered; the figures are never its own.
 */

/** Our answer to the tool: the text the model must keep the amounts of. */
export interface ToolResult {
  reply: string;
  amounts: string[];
}

export interface LanguageModel {
  /**
   * One conversation turn: the model picks a tool (undefined when it picks none), `answer` runs it
   * with our queries, and the model phrases the result. Throws on any failure of the provider.
   */
  converse(
    message: string,
    answer: (request: ToolRequest) => Promise<ToolResult>,
  ): Promise<{ text: string; request: ToolRequest } | undefined>;
}

export interface LanguageModelOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const ASK_INTENTS: Intent[] = [
  'spending',
  'categorySpending',
  'groupSpending',
  'revenues',
  'balance',
  'dueTomorrow',
  'dueWeek',
  'openInvoice',
  'objective',
  'largestExpenses',
];
const ROUTES: ChatRoute[] = [
  'dashboard',
  'transactions',
  'payment_transactions',
  'wallet',
  'budget',
  'objectives',
  'calendar',
];
const GROUPS: BudgetGroup[] = ['fixed', 'variable', 'debts', 'investiments'];

const SYSTEM = [
  'Você é o assistente de um app brasileiro de finanças pessoais. Responda sempre em português do Brasil,',
  'em no máximo duas frases. Você não sabe nenhum valor: para qualquer pergunta sobre dinheiro chame a',
  'ferramenta "consultar"; para abrir uma tela chame "abrir_tela". Na resposta final, copie exatamente os',
  'valores em reais que a ferramenta devolveu, sem arredondar nem inventar outros.',
].join(' ');

export const TOOLS = [
  {
    type: 'function',
    function: {
      name: 'consultar',
      description: 'Consulta os dados financeiros da pessoa.',
      parameters: {
        type: 'object',
        additionalProperties: false,
        required: ['assunto'],
        properties: {
          assunto: { type: 'string', enum: ASK_INTENTS },
          mes: {
            type: 'string',
            description: 'O mês perguntado: "atual", "anterior" ou um mês no formato AAAA-MM',
          },
          categoria: { type: 'string', description: 'Nome da categoria citada' },
          grupo: { type: 'string', enum: GROUPS },
          carteira: { type: 'string', description: 'Nome do cartão ou conta citado' },
          objetivo: { type: 'string', description: 'Nome do objetivo citado' },
          pessoa: { type: 'string', description: 'Primeiro nome do familiar citado' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'abrir_tela',
      description: 'Abre uma tela do app.',
      parameters: {
        type: 'object',
        additionalProperties: false,
        required: ['tela'],
        properties: {
          tela: { type: 'string', enum: ROUTES },
          carteira: { type: 'string', description: 'Nome da carteira, para payment_transactions' },
        },
      },
    },
  },
] as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;

/** The month the model asked for, in months from the current one; anything else is this month. */
function offsetOf(value: unknown, current: string): number {
  if (value === 'anterior') return -1;
  if (typeof value === 'string' && /^(19|20)\d\d-(0[1-9]|1[0-2])$/.test(value))
    return monthsBetween(current, value);
  return 0;
}

/** The model's tool call in our terms; undefined when it is not one of our tools or is malformed. */
export function toolRequestOf(
  name: string,
  rawArguments: string,
  current: string = currentMonth(),
): ToolRequest | undefined {
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(rawArguments || '{}');
    if (!parsed || typeof parsed !== 'object') return undefined;
    args = parsed as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const names = [args.categoria, args.carteira, args.objetivo].flatMap((v) => text(v) ?? []);
  const person = text(args.pessoa);
  if (name === 'abrir_tela') {
    const route = ROUTES.find((r) => r === args.tela);
    return route
      ? { intent: 'navigate', monthOffset: 0, route, names, ...(person ? { person } : {}) }
      : undefined;
  }
  if (name !== 'consultar') return undefined;
  const intent = ASK_INTENTS.find((i) => i === args.assunto);
  if (!intent) return undefined;
  const group = GROUPS.find((g) => g === args.grupo);
  return {
    intent,
    monthOffset: offsetOf(args.mes, current),
    ...(group ? { group } : {}),
    names,
    ...(person ? { person } : {}),
  };
}

/** Amounts written like '1.234,56' in a text, digits only, for the check below. */
const amountsIn = (value: string): string[] =>
  [...value.matchAll(/\d{1,3}(?:\.\d{3})*,\d{2}|\d+,\d{2}/g)].map((m) => m[0].replace(/\D/g, ''));

/**
 * Whether the model's text keeps every amount of our answer and states no other (decision 463):
 * otherwise our own text goes out.
 */
export function keepsOurAmounts(phrased: string, ours: readonly string[]): boolean {
  const expected = new Set(ours.flatMap(amountsIn));
  const found = amountsIn(phrased);
  return (
    [...expected].every((amount) => found.includes(amount)) && found.every((amount) => expected.has(amount))
  );
}

interface Completion {
  choices?: Array<{
    message?: {
      content?: string | null;
      tool_calls?: Array<{ id?: string; function?: { name?: string; arguments?: string } }>;
    };
  }>;
}

/** A client for any OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio...). */
export function openAiCompatible(options: LanguageModelOptions): LanguageModel {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  async function complete(messages: unknown[], withTools: boolean): Promise<Completion> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        messages,
        ...(withTools ? { tools: TOOLS, tool_choice: 'auto' } : {}),
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`language model answered ${response.status}`);
    return (await response.json()) as Completion;
  }
  return {
    async converse(message, answer) {
      const start = [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: message },
      ];
      const first = (await complete(start, true)).choices?.[0]?.message;
      const call = first?.tool_calls?.[0];
      const request = call?.function?.name
        ? toolRequestOf(call.function.name, call.function.arguments ?? '')
        : undefined;
      if (!call || !request) return undefined;
      const result = await answer(request);
      const second = await complete(
        [
          ...start,
          { role: 'assistant', content: first?.content ?? null, tool_calls: [call] },
          {
            role: 'tool',
            tool_call_id: call.id ?? 'call',
            content: JSON.stringify({ resposta: result.reply, valores: result.amounts }),
          },
        ],
        false,
      );
      const phrased = second.choices?.[0]?.message?.content?.trim();
      if (!phrased) throw new Error('language model answered no text');
      return { text: phrased.slice(0, 2000), request };
    },
  };
}

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** The model set by ASSISTANT_LLM_URL (and _KEY, _MODEL, _TIMEOUT_MS); none without it, none in tests. */
export function languageModelFromEnv(env: NodeJS.ProcessEnv, nodeEnv: string): LanguageModel | undefined {
  if (nodeEnv === 'test' || !env.ASSISTANT_LLM_URL) return undefined;
  return openAiCompatible({
    baseUrl: env.ASSISTANT_LLM_URL,
    apiKey: env.ASSISTANT_LLM_KEY || undefined,
    model: env.ASSISTANT_LLM_MODEL || 'gpt-4o-mini',
    timeoutMs: int(env.ASSISTANT_LLM_TIMEOUT_MS, 10_000),
  });
}

// One per app, made on first use, so app.ts stays as it is and a test may set its own (as open-banking/).
const models = new WeakMap<object, LanguageModel | null>();

export function languageModelOf(app: FastifyInstance): LanguageModel | undefined {
  if (!models.has(app.config))
    models.set(app.config, languageModelFromEnv(process.env, app.config.env) ?? null);
  return models.get(app.config) ?? undefined;
}

export function useLanguageModel(app: FastifyInstance, model: LanguageModel | undefined): void {
  models.set(app.config, model ?? null);
}
