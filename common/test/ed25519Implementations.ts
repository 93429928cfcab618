// Both Ed25519 primitives a ticket code can be signed and verified with, so
// that every ticket-code test runs against each: codes must be the same bytes
// and get the same verdicts whichever side (browser or server) made them.
import { nobleEd25519, type Ed25519 } from "../src/ticketCode.js";
import { nodeEd25519 } from "../src/ticketCodeNode.js";

export const ED25519_IMPLEMENTATIONS: [name: string, ed25519: Ed25519][] = [
  ["noble (browser)", nobleEd25519],
  ["node:crypto (server)", nodeEd25519],
];
