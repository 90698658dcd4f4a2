import type { InjectOptions } from 'fastify';
import { bearer, type TestServer } from './helper.ts';

export interface Answer {
  status: number;
  body: { data?: unknown; message?: string; errors?: Array<{ message: string; field?: string }> };
}

/** One call as a signed-in user: status and parsed body. */
export function client(server: TestServer, token: string) {
  return async (method: InjectOptions['method'], url: string, payload?: object): Promise<Answer> => {
    const response = await server.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
}

export type Client = ReturnType<typeof client>;

/** The data of a call that must succeed with `status`. */
export async function data<T = Record<string, unknown>>(call: Promise<Answer>, status = 200): Promise<T> {
  const answer = await call;
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

/** The id of the record a call that must answer 201 created. */
export const createdId = (call: Promise<Answer>) => data<{ _id: string }>(call, 201).then((row) => row._id);

export async function categoryId(api: Client, name: string): Promise<string> {
  const list = await data<{ items: Array<{ _id: string; name: string }> }>(api('GET', '/categories'));
  const found = list.items.find((item) => item.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found._id;
}

export async function balanceAt(api: Client, paymentId: string, month: string): Promise<number> {
  const numbers = await data<number[]>(
    api('GET', `/balancesChart?inicio=${month}-01&fim=${month}-28&paymentId=${paymentId}`),
  );
  return numbers.at(-1) as number;
}
