// App Check tokens for calls in production (lib/callFunction.ts loads this
// module on the first call, so the Firebase app and App Check are downloaded
// only then). A failed token is logged and the call goes without one: the
// function then refuses it with its own message where App Check is enforced.
import { getLimitedUseToken, getToken } from "firebase/app-check";
import { appCheck } from "./firebaseApp";

export async function appCheckToken(limitedUse: boolean): Promise<string | undefined> {
  if (!appCheck) return undefined;
  try {
    return (limitedUse ? await getLimitedUseToken(appCheck) : await getToken(appCheck)).token;
  } catch (error) {
    console.warn("Could not get an App Check token", error);
    return undefined;
  }
}
