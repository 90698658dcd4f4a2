import { request } from 'node:http';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field and checked by the caller
  body: any;
}

export type Call = (method: string, path: string, body?: object) => Promise<Answer>;

/**
 * One call on a fresh connection: a pooled socket to a server that was just killed would fail the
 * first call after the restart for a reason that is not the server's.
 */
export function client(baseUrl: string, token?: string): Call {
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = request(
        `${baseUrl}/api${path}`,
        {
          method,
          agent: false,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/** The data of a call that had to succeed. */
export async function data<T>(call: Promise<Answer>): Promise<T> {
  const answer = await call;
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`expected success, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}
