export const TEST_PASS_TYPE_IDENTIFIER: string;
export const TEST_TEAM_IDENTIFIER: string;
export function testAppleWalletCredentials(): {
  passTypeIdentifier: string;
  teamIdentifier: string;
  signerCert: string;
  signerKey: string;
  wwdr: string;
};
export function testGoogleWalletCredentials(): { issuerId: string; serviceAccountEmail: string; privateKey: string };
