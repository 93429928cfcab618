// shopPage: the shop's page (/buy-tickets, /en/buy-tickets) served with the
// events it shows, behind Hosting's rewrites (firebase.json). Thin:
// answer.ts says what to answer, head.ts what the head says, the web
// build's render draws it (renderer.ts), and the catalogue is the same cached
// service as /api/catalogue's (catalogue/catalogue.ts).
import { languageOfPath, SHOP_PATH } from "@bawwaba/common";
import { logger } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { db } from "../../admin.js";
import { catalogueService } from "../catalogue.js";
import { appOrigin } from "../../shared/urls.js";
import { answerShopPageRequest } from "./answer.js";
import { shopHead } from "./head.js";
import { shopRenderer } from "./renderer.js";

const service = catalogueService(db);

export const shopPage = onRequest(async (request, response) => {
  const search = request.originalUrl.includes("?") ? request.originalUrl.slice(request.originalUrl.indexOf("?")) : "";
  // The site's address as Hosting was asked for it, if it is this project's (appOrigin).
  const protocol = request.get("x-forwarded-proto")?.split(",")[0] ?? request.protocol;
  const origin = appOrigin(`${protocol}://${request.get("x-forwarded-host") ?? request.get("host")}`);
  try {
    const render = await shopRenderer();
    try {
      const answer = await answerShopPageRequest(service, render, { method: request.method, path: request.path, search, origin, now: Date.now() });
      response.status(answer.status).set(answer.headers).send(answer.body);
    } catch (error) {
      // The catalogue unread: the shop as it opens, which asks for the
      // catalogue itself (the build's document), kept by no cache.
      logger.error("Could not draw the shop with its events", { path: request.path, error: String(error) });
      const language = languageOfPath(request.path);
      const head = shopHead({ view: { kind: "list", events: [] }, language, origin, now: Date.now() });
      response.status(200).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).send(await render({ location: SHOP_PATH, language, head }));
    }
  } catch (error) {
    logger.error("Could not serve the shop's page", { path: request.path, error: String(error) });
    response.status(500).set("Cache-Control", "no-store").type("text/plain").send("");
  }
});
