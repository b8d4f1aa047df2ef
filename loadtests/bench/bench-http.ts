import http from 'node:http';

export interface BenchAnswer {
  status: number;
  text: string;
}

/**
 * POSTs JSON with a bearer over the caller's keep-alive agent. Never rejects: a network error or the timeout is
 * status 0, which the benches count as a failed request.
 */
export function postWithBearer(agent: http.Agent, base: URL, path: string, token: string, body: unknown, timeoutMs: number): Promise<BenchAnswer> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': payload.length },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve({ status: 0, text: '' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(payload);
  });
}
