import catalogue from '../../../locales/pt-BR/tasks.json' with { type: 'json' };
import { HttpError } from '../../errors.ts';
import type { TaskPlace } from '../../repositories/tasks.ts';

/** The task catalogue texts (spec 3 section 8), shared with the screen. */
export const TASK_MESSAGES = catalogue.messages;
const SERVER = catalogue.server;
type ServerKey = keyof typeof SERVER;

export const serverText = (key: ServerKey, id = '') => SERVER[key].replace('{{id}}', id);

/** A refusal naming the field it is about. */
export const refused = (status: number, key: ServerKey, field: string, id?: string) => {
  const message = serverText(key, id);
  return new HttpError(status, message, [{ message, field }]);
};

/** The card the screen shows a task in, by where it stands (spec 3 section 4). */
const CARD: Record<TaskPlace, string> = {
  new: catalogue.cards.new,
  accepted: catalogue.cards.pending,
  rejected: catalogue.cards.rejected,
  done: catalogue.cards.done,
};

/** A move refused because another tab or device moved the task first: says where it is now. */
export const changedElsewhere = (now: TaskPlace) =>
  new HttpError(409, SERVER.changedElsewhere.replace('{{where}}', CARD[now]));
