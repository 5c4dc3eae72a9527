import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { createMessageWorker, type MessageWorker } from './message-worker';

export interface MessageDeliveryOptions {
  /** The worker to run; one is made from deps unless given (tests pass their own to drive it). */
  worker?: MessageWorker;
  /**
   * false: no timer and no kick after writes, the caller drives the worker (tests). Otherwise the
   * worker starts once the server is ready, runs every few seconds and is kicked after each write.
   */
  automatic?: boolean;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/*
 * Runs the outgoing-message worker alongside the server. A write that queued a message has
 * committed by the time its response is sent, so a kick then delivers it at once; the timer is
 * the safety net (messages queued by another server process, retries, a kick that failed).
 */
export function registerMessageDelivery(
  app: FastifyInstance,
  deps: AppDeps,
  options: MessageDeliveryOptions = {},
): MessageWorker {
  const worker = options.worker ?? createMessageWorker({ ...deps, log: app.log });
  if (options.automatic === false) return worker;
  app.addHook('onReady', async () => worker.start());
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400) worker.kick();
  });
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
