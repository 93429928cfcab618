export function ensureLocalSecrets(): void;
export function readLocalSecret(name: string): string;
