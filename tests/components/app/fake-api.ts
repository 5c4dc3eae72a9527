import type { ApiClient, CallInput, CallOptions } from '../../../src/lib/api-client';
import type { CallContract, ResponseOf } from '../../../src/shared/contracts/define-call';

export interface RecordedCall {
  name: string;
  query: Record<string, unknown>;
}

type Handler = (query: Record<string, unknown>) => unknown;

/**
 * An ApiClient double: answers by call name, and validates every answer with the contract as
 * the real client does, so fixtures cannot drift from the contracts. A handler may throw (e.g. a
 * NetworkError) or return a promise that never settles (a slow network).
 */
export function createFakeApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const api: ApiClient = {
    async call<C extends CallContract>(contract: C, input: CallInput<C> = {}, _options?: CallOptions) {
      const query = (input.query ?? {}) as Record<string, unknown>;
      calls.push({ name: contract.name, query });
      const handler = handlers[contract.name];
      if (!handler) throw new Error(`fake api: no handler for ${contract.name}`);
      const data = await handler(query);
      return contract.response.parse(data) as ResponseOf<C>;
    },
  };
  return { api, calls };
}
