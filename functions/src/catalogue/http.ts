// catalogue: the shop's public catalogue as cached JSON, behind Hosting's
// /api/catalogue rewrites (firebase.json). Thin: answer.ts says what to
// answer, catalogue.ts reads Firestore at most once per cache window per instance.
import { ar } from "@bawwaba/common";
import { logger } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { answerCatalogueRequest } from "./answer.js";
import { catalogueService } from "./catalogue.js";

const service = catalogueService(db);

export const catalogue = onRequest(async (request, response) => {
  try {
    const answer = await answerCatalogueRequest(service, request);
    response.status(answer.status).set(answer.headers).json(answer.body);
  } catch (error) {
    logger.error("Could not answer the catalogue", error);
    response.status(500).set("Cache-Control", "no-store").json({ error: ar.errors.unknown });
  }
});
