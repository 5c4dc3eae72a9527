import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES } from '../plugins/compression';

/*
 * An answer sent again and again (a kept search answer, the same object for everyone asking the
 * same): its JSON and each of its encodings made once, then sent as bytes. Compressing a 20 KB
 * answer for every request was a third of a kept answer's time. Encoded as the compression
 * plugin encodes: brotli at the same quality, else gzip, nothing below the same threshold.
 */

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** What the server compresses with, in its order of preference. */
const OFFERED: ReadonlyArray<Exclude<AnswerEncoding, 'identity'>> = ['br', 'gzip'];

/**
 * The encoding an Accept-Encoding header takes: the highest weight among brotli and gzip, brotli
 * on a tie; `*` and `x-gzip` count as gzip (as the compression plugin reads them); q=0 refuses.
 */
export function chosenEncoding(header: string | undefined): AnswerEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const name = rawName === '*' || rawName === 'x-gzip' ? 'gzip' : rawName;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && Number.isFinite(weight)) weights.set(name, Math.max(weights.get(name) ?? 0, weight));
  }
  let best: AnswerEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of OFFERED) {
    const weight = weights.get(encoding) ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

export class EncodedAnswer {
  readonly #json: Buffer;
  readonly #encoded = new Map<AnswerEncoding, Buffer>();

  constructor(body: unknown) {
    this.#json = Buffer.from(JSON.stringify(body), 'utf8');
  }

  /** What to send for this Accept-Encoding header: the encoding used and the bytes. */
  bytesFor(acceptEncoding: string | undefined): { encoding: AnswerEncoding; bytes: Buffer } {
    const wanted =
      this.#json.length < COMPRESSION_THRESHOLD_BYTES ? 'identity' : chosenEncoding(acceptEncoding);
    if (wanted === 'identity') return { encoding: wanted, bytes: this.#json };
    let bytes = this.#encoded.get(wanted);
    if (!bytes) {
      bytes =
        wanted === 'br'
          ? brotliCompressSync(this.#json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipSync(this.#json);
      this.#encoded.set(wanted, bytes);
    }
    return { encoding: wanted, bytes };
  }
}
