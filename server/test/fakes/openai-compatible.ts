import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: its body and headers. */
export interface Received {
  body: {
    model?: string;
    tools?: Array<{ function: { name: string } }>;
    messages: Array<{ role: string; content: string | null; tool_call_id?: string }>;
  };
  authorization: string | undefined;
}

/** How the fake model behaves on each turn: a tool call, then a phrasing of the tool's answer. */
export interface Script {
  tool?: { name: string; arguments: object } | undefined;
  /** The final text, from the tool's JSON answer (`{resposta, valores}`). */
  phrase(tool: { resposta: string; valores: string[] }): string;
  /** Answer every request with this HTTP status instead. */
  failWith?: number;
}

async function bodyOf(request: IncomingMessage): Promise<Received['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'];
}

/** A local OpenAI-compatible `/v1/chat/completions` endpoint for tests: no network, scripted answers. */
export async function startFakeModel(script: { current: Script }) {
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    received.push({ body, authorization: request.headers.authorization });
    const { current } = script;
    const send = (status: number, payload: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.url !== '/v1/chat/completions') return send(404, { error: 'not found' });
    if (current.failWith) return send(current.failWith, { error: { message: 'indisponível' } });
    const toolAnswer = body.messages.find((message) => message.role === 'tool');
    if (!toolAnswer && current.tool) {
      const call = {
        id: 'call-1',
        type: 'function',
        function: { name: current.tool.name, arguments: JSON.stringify(current.tool.arguments) },
      };
      return send(200, { choices: [{ message: { role: 'assistant', content: null, tool_calls: [call] } }] });
    }
    const content = toolAnswer
      ? current.phrase(JSON.parse(toolAnswer.content ?? '{}') as { resposta: string; valores: string[] })
      : 'Olá!';
    return send(200, { choices: [{ message: { role: 'assistant', content } }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
