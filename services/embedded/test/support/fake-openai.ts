import { createServer, type Server } from 'node:http';

export interface FakeOpenAi {
  url: string;
  requests: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A local OpenAI-compatible chat completions endpoint. It answers structured-output requests
 * (`response_format: json_schema`) and tool calls with the JSON it is given.
 */
export const startFakeOpenAi = async (answer: (request: Record<string, unknown>) => Record<string, unknown>): Promise<FakeOpenAi> => {
  const requests: Array<Record<string, unknown>> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const request = JSON.parse(body || '{}') as Record<string, unknown>;
      requests.push(request);
      const content = JSON.stringify(answer(request));
      const tools = request['tools'] as Array<{ function: { name: string } }> | undefined;
      const message = tools?.length
        ? { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: tools[0]!.function.name, arguments: content } }] }
        : { role: 'assistant', content };
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request['model'],
          choices: [{ index: 0, message, finish_reason: tools?.length ? 'tool_calls' : 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
};
