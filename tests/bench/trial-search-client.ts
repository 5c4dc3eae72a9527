/**
 * The trial-search bench's client. Latencies are taken in a worker thread of their own, as real
 * clients are on other machines: in the server's thread the client's own work (HTTP parsing,
 * decompressing, JSON) was a fifth of each request's time at 10 clients, and with PGlite the
 * database's too shares that one thread. Plain HTTP/1.1 on kept-alive connections, asking for
 * brotli or gzip as a browser does.
 */
import http from 'node:http';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface TimedAnswer {
  ms: number;
  totalCount: number;
  pageCount: number;
}

export interface ClientsRequest {
  url: string;
  clients: number;
  rounds: number;
}

export interface ClientsResult {
  times: number[];
  matches: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function getBody(url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, body });
      });
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** One request, timed until its answer is read and parsed. */
export async function timedGet(url: string): Promise<TimedAnswer> {
  const t0 = performance.now();
  const res = await getBody(url);
  const body = JSON.parse(res.body.toString('utf8')) as { totalCount?: number; pageCount?: number };
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`trial search ${url} answered ${String(res.status)}`);
  return { ms, totalCount: body.totalCount ?? 0, pageCount: body.pageCount ?? 1 };
}

/** Every client asks `rounds` times, all clients at once; the latencies of all their requests. */
async function askTogether({ url, clients, rounds }: ClientsRequest): Promise<ClientsResult> {
  const times: number[] = [];
  let matches = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < rounds; i += 1) {
        const answer = await timedGet(url);
        times.push(answer.ms);
        matches = answer.totalCount;
      }
    }),
  );
  return { times, matches };
}

/** The clients' thread: runs each request it is sent and posts the latencies back. */
export interface ClientsThread {
  ask(request: ClientsRequest): Promise<ClientsResult>;
  close(): Promise<void>;
}

/** This module in a worker thread, its TypeScript compiled by tsx as in the bench's own thread. */
function workerOfThisModule(): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const start = `import { register } from ${JSON.stringify(tsx)}; register();
    await import(${JSON.stringify(import.meta.url)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(start)}`));
}

export function startClientsThread(): ClientsThread {
  const worker = workerOfThisModule();
  return {
    ask: (request) =>
      new Promise((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        worker.once('error', onError);
        worker.once('message', (result: ClientsResult | { error: string }) => {
          worker.off('error', onError);
          if ('error' in result) reject(new Error(result.error));
          else resolve(result);
        });
        worker.postMessage(request);
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

/** Closes the kept-alive connections (before the server stops). */
export function closeConnections(): void {
  agent.destroy();
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', (request: ClientsRequest) => {
    askTogether(request).then(
      (result) => port.postMessage(result),
      (error: unknown) => port.postMessage({ error: String(error) }),
    );
  });
}
