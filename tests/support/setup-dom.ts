import 'fake-indexeddb/auto';
import '../../src/shared/zod-locale';
import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';

// jsdom lacks these; the app relies on them in every browser it supports.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
// Node's own algorithm keeps what IndexedDB must keep (a CryptoKey); a JSON copy turns it into {}.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => {
    const { port1, port2 } = new MessageChannel();
    try {
      port1.postMessage(value);
      return receiveMessageOnPort(port2)?.message as T;
    } finally {
      port1.close();
      port2.close();
    }
  };
}
