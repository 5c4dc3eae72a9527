import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli (preferred) or gzip for every compressible answer over 1 KiB: the built client and
 * the JSON API alike. Quality 5 keeps on-the-fly brotli cheap (quality 11, zlib's default,
 * costs tens of milliseconds per large bundle) while still beating gzip on size.
 */
/** Answers smaller than this are sent as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Brotli's quality for answers compressed as they are sent. */
export const BROTLI_QUALITY = 5;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
