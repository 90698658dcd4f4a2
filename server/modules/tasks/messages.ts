import catalogue from '../../../locales/pt-BR/tasks.json' with { type: 'json' };
import { HttpError } from '../../errors.ts';

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
