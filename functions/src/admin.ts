// The one Admin SDK app of the functions.
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
// Optional fields (a buyer without a phone) are simply left out.
db.settings({ ignoreUndefinedProperties: true });
export const adminAuth = getAuth(app);
