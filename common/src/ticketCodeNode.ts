// Node's native Ed25519 (OpenSSL) for `@bawwaba/common/ticketCode`: the
// server signs and verifies ticket codes with it, about 30 times faster than
// the pure-JS default, and the codes are byte for byte the same. Node only:
// the browser never imports this module.
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { isStrictPublicKey, type Ed25519 } from "./ticketCode.js";

// DER prefixes that wrap a raw 32-byte Ed25519 key (RFC 8410): PKCS#8 for the
// private seed, SubjectPublicKeyInfo for the public key.
const PKCS8_PREFIX = Uint8Array.from([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20]);
const SPKI_PREFIX = Uint8Array.from([0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00]);

function der(prefix: Uint8Array, key: Uint8Array): Buffer {
  return Buffer.concat([prefix, key]);
}

// Key objects by the key's bytes object: a signer and a key ring keep theirs
// for the life of an instance, so each key is imported once.
const privateKeys = new WeakMap<Uint8Array, KeyObject>();
// null: a key that OpenSSL would accept but strict RFC 8032 refuses (a
// non-canonical or small-order point), refused as the browser refuses it.
const publicKeys = new WeakMap<Uint8Array, KeyObject | null>();

function privateKeyObject(privateKey: Uint8Array): KeyObject {
  let key = privateKeys.get(privateKey);
  if (!key) {
    key = createPrivateKey({ key: der(PKCS8_PREFIX, privateKey), format: "der", type: "pkcs8" });
    privateKeys.set(privateKey, key);
  }
  return key;
}

function publicKeyObject(publicKey: Uint8Array): KeyObject | null {
  let key = publicKeys.get(publicKey);
  if (key === undefined) {
    key = isStrictPublicKey(publicKey) ? createPublicKey({ key: der(SPKI_PREFIX, publicKey), format: "der", type: "spki" }) : null;
    publicKeys.set(publicKey, key);
  }
  return key;
}

/** Ed25519 through `node:crypto`. OpenSSL checks S < L and compares R's encoding, as RFC 8032 strict does. */
export const nodeEd25519: Ed25519 = {
  sign: (message, privateKey) => new Uint8Array(sign(null, message, privateKeyObject(privateKey))),
  verify: (signature, message, publicKey) => {
    const key = publicKeyObject(publicKey);
    return key !== null && verify(null, message, key, signature);
  },
};
