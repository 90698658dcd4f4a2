import type { FastifyRequest } from 'fastify';
import { currentMonth } from '../../../src/lib/dates.ts';
import { isCurrency } from '../../../src/lib/money.ts';
import { type Understood, understand, understoodFromTool } from '../../assistant/intents.ts';
import { keepsOurAmounts, type LanguageModel, languageModelOf } from '../../assistant/language-model.ts';
import { type ChatAnswer, compose } from '../../assistant/replies.ts';
import { caller } from '../../auth/bearer.ts';
import { readScope } from '../../auth/scope.ts';
import { HttpError } from '../../errors.ts';
import { visiblePayments } from '../payments/handlers.ts';
import type { Answer, Handlers } from '../types.ts';
import { isPlanner } from '../users/present.ts';
import { type Context, contextOf, gatherFacts, type Person } from './facts.ts';

type Reply = Answer<'sendChatMessage', 200>['data'];

const firstName = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** The caller's family members besides the person in scope, by first name (spec 2: members by first name). */
async function membersOf(request: FastifyRequest, userId: string) {
  const family = await request.server.repos.families.findForUser(userId);
  return (family?.members ?? [])
    .filter((m) => m.status === 'active' && m.userId && m.userId !== userId && firstName(m.name))
    .map((m) => ({ id: m.userId as string, name: firstName(m.name) }));
}

/** Whose data: the `userId` sent, else a member the message names, else the person in scope (decision 461). */
async function personOf(
  request: FastifyRequest,
  userId: string | undefined,
  context: Context,
): Promise<Person> {
  const scope = await readScope(request, { userId });
  const target = scope.userIds[0] ?? scope.ownerId;
  const member = context.vocabulary.members.find((m) => m.id === target);
  return { userId: target, userIds: scope.userIds, self: target === scope.ownerId, memberName: member?.name };
}

const present = (answer: ChatAnswer): Reply => {
  const { amounts: _amounts, ...reply } = answer;
  return reply;
};

/** The model phrases; our queries answer; a text that lost or invented an amount is not sent (decision 463). */
async function phrased(
  request: FastifyRequest,
  model: LanguageModel,
  message: string,
  answerFor: (understood: Understood) => Promise<ChatAnswer>,
  context: Context,
): Promise<ChatAnswer | undefined> {
  let ours: ChatAnswer | undefined;
  try {
    const result = await model.converse(message, async (toolRequest) => {
      ours = await answerFor(understoodFromTool(toolRequest, context.vocabulary));
      return { reply: ours.reply, amounts: ours.amounts };
    });
    if (!result || !ours) return undefined;
    if (keepsOurAmounts(result.text, ours.amounts)) return { ...ours, reply: result.text };
    request.log.warn(
      { intent: ours.intent },
      'assistant: the model changed the amounts; the local text was sent',
    );
    return ours;
  } catch (error) {
    // Whose data a question may read is our rule, not a provider failure: a refusal answers as such.
    if (error instanceof HttpError) throw error;
    request.log.warn({ err: error }, 'assistant: the language model failed; the local answer was sent');
    return undefined;
  }
}

export const chatHandlers: Handlers = {
  async sendChatMessage(request): Promise<Answer<'sendChatMessage', 200>> {
    const auth = caller(request);
    const { message, userId } = request.body;
    const [user, wallets, members] = await Promise.all([
      request.server.repos.users.findById(auth.userId),
      visiblePayments(request),
      membersOf(request, auth.userId),
    ]);
    const context = await contextOf(request, wallets, members, {
      sumBalance: user?.sumBalance !== false,
      // A planner signed in for a client, or on their own account (spec 1: Calendário hidden for planners).
      calendarHidden: auth.actorId !== auth.userId || (user !== undefined && isPlanner(user)),
    });
    const currency = isCurrency(user?.currency) ? user.currency : 'BRL';
    const answerFor = async (understood: Understood) => {
      const person = await personOf(request, userId ?? understood.memberId, context);
      return compose(await gatherFacts(request, understood, person, context), currency);
    };
    const model = languageModelOf(request.server);
    const fromModel = model ? await phrased(request, model, message, answerFor, context) : undefined;
    const local = () => answerFor(understand(message, context.vocabulary, currentMonth()));
    return { data: present(fromModel ?? (await local())) };
  },
};
