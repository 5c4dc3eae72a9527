import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli (preferred) or gzip for every compressible answer over 1 KiB: the built client and
 * the JSON API alike. Quality 5 keeps on-the-fly brotli cheap (quality 11, zlib's default,
 * costs tens of milliseconds per large bundle) while still beating gzip on size.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
