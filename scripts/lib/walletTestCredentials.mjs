// TEST credentials for the wallet passes (functions/src/tickets/wallet), in
// the secrets' form (walletCredentials.ts): on the emulators
// (localSecrets.mjs) and in the unit tests. Nothing here is Apple's or
// Google's: the "WWDR" is a self-signed CA of our own, so a device will
// refuse these passes; only the structure and the signatures are real.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";

const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

function rsaPrivateKeyPem() {
  return generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "pem", type: "pkcs8" });
}

/** A certificate for `keyPem`'s public half, issued by `issuer` (itself when absent). */
function certificate({ keyPem, subject, issuer, ca }) {
  const key = forge.pki.privateKeyFromPem(keyPem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // Positive (leading 0) random serial, as RFC 5280 asks.
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(Date.now() + TEN_YEARS_MS);
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: ca, critical: true },
    ca ? { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true } : { name: "keyUsage", digitalSignature: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(issuer ? issuer.keyPem : keyPem), forge.md.sha256.create());
  return { cert, pem: forge.pki.certificateToPem(cert) };
}

export const TEST_PASS_TYPE_IDENTIFIER = "pass.app.bawwaba.localtest";
export const TEST_TEAM_IDENTIFIER = "LOCALTEST0";

/** APPLE_WALLET_CERTIFICATES's fields: a test "WWDR" CA and a pass certificate it issued. */
export function testAppleWalletCredentials() {
  const caKeyPem = rsaPrivateKeyPem();
  const wwdr = certificate({
    keyPem: caKeyPem,
    subject: [
      { name: "commonName", value: "Bawwaba TEST pass CA (not Apple WWDR)" },
      { name: "organizationName", value: "Bawwaba local test" },
    ],
    ca: true,
  });
  const signerKey = rsaPrivateKeyPem();
  const signer = certificate({
    keyPem: signerKey,
    subject: [
      { type: "0.9.2342.19200300.100.1.1", value: TEST_PASS_TYPE_IDENTIFIER },
      { name: "commonName", value: `Pass Type ID: ${TEST_PASS_TYPE_IDENTIFIER}` },
      { name: "organizationalUnitName", value: TEST_TEAM_IDENTIFIER },
    ],
    issuer: { cert: wwdr.cert, keyPem: caKeyPem },
    ca: false,
  });
  return {
    passTypeIdentifier: TEST_PASS_TYPE_IDENTIFIER,
    teamIdentifier: TEST_TEAM_IDENTIFIER,
    signerCert: signer.pem,
    signerKey,
    wwdr: wwdr.pem,
  };
}

/** GOOGLE_WALLET_ISSUER's fields: a made-up issuer and a service account's RSA key. */
export function testGoogleWalletCredentials() {
  return {
    issuerId: "3388000000099999999",
    serviceAccountEmail: "wallet-localtest@demo-bawwaba.iam.gserviceaccount.com",
    privateKey: rsaPrivateKeyPem(),
  };
}
