import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

/*
 * A software passkey for server tests: a P-256 key, attestation "none", the signatures and
 * encodings a real authenticator produces, so the server's WebAuthn library verifies them as it
 * would a phone's or a laptop's.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface StoredKey {
  id: Buffer;
  privateKey: KeyObject;
  cose: Uint8Array;
  userHandle: string;
  counter: number;
}

export interface SoftAuthenticator {
  /** The answer of navigator.credentials.create(options), as JSON. */
  create(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** The answer of navigator.credentials.get(options) with the first (or given) passkey. */
  /** `userVerified: false`: the person was present but not verified (no PIN or biometric). */
  get(
    options: Record<string, unknown>,
    origin: string,
    credentialId?: string,
    userVerified?: boolean,
  ): Record<string, unknown>;
  readonly credentialIds: string[];
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x as string, 'base64url')],
    [-3, Buffer.from(jwk.y as string, 'base64url')],
  ]);
  return encodeCBOR(map);
}

function clientData(type: string, challenge: unknown, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export function softAuthenticator(): SoftAuthenticator {
  const keys: StoredKey[] = [];
  return {
    get credentialIds() {
      return keys.map((key) => b64url(key.id));
    },
    create(options, origin) {
      const rp = options.rp as { id: string };
      const user = options.user as { id: string };
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = randomBytes(16);
      const key: StoredKey = { id, privateKey, cose: coseKey(publicKey), userHandle: user.id, counter: 0 };
      keys.push(key);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(rp.id),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counterBytes(0),
        Buffer.alloc(16), // aaguid
        idLength,
        id,
        Buffer.from(key.cose),
      ]);
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, CBORType>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    get(options, origin, credentialId, userVerified = true) {
      const key = credentialId ? keys.find((k) => b64url(k.id) === credentialId) : keys[0];
      if (!key) throw new Error('no passkey');
      key.counter += 1;
      const authData = Buffer.concat([
        sha256(options.rpId as string),
        Buffer.from([userVerified ? 0x05 : 0x01]), // user present (0x01), user verified (0x04)
        counterBytes(key.counter),
      ]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), key.privateKey);
      return {
        id: b64url(key.id),
        rawId: b64url(key.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: key.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
