// The render the `shopPage` function runs (functions/src/catalogue/shopPage/), built
// by Vite as a server bundle of its own (web/build/servedShop.config.ts)
// into functions/served/: the shop's document with the page drawn by the
// app's own components with the events, in the page's language, the head's
// elements the function gives, and the catalogue as JSON that the page
// reads as it starts (web/src/data/servedCatalogue.ts), so that React takes
// the events over without asking for them again.
import {
  directionOf,
  displaySettingsOf,
  escapeHtml,
  pathInLanguage,
  scriptJson,
  SHOP_CATALOGUE_ELEMENT_ID,
  SHOP_CATALOGUE_SERVED_AT_ATTRIBUTE,
  setDisplayLocale,
  type RenderShopDocument,
  type ShopDocumentRequest,
} from "@bawwaba/common";
import type { HtmlTagDescriptor } from "vite";
import template from "virtual:shop-template";
// The English catalogs register themselves (common/src/messages/i18n.ts): the server draws both languages.
import "@bawwaba/common/messages/en";
import { PRERENDERED_ATTRIBUTE } from "../src/app/prerenderedRoot";
import { prerenderPage } from "./prerender";

function styleElement({ attrs = {}, children }: HtmlTagDescriptor): string {
  const attributes = Object.entries(attrs)
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join("");
  return `<style${attributes}>${typeof children === "string" ? children : ""}</style>`;
}

const present = new Set(template.styleNames);

/**
 * One render at a time: the display locale is the bundle's one current
 * setting (common/src/locale.ts), and a render awaits the page's lazy code,
 * so two at once could draw each other's language. They are the CPU's work
 * anyway, and the CDN keeps each page for its window.
 */
let previous: Promise<unknown> = Promise.resolve();

/** The shop's whole document for `request`. */
export const renderShopDocument: RenderShopDocument = (request) => {
  const rendered = previous.then(() => render(request));
  previous = rendered.catch(() => {});
  return rendered;
};

async function render({ location, language, catalogue, head }: ShopDocumentRequest): Promise<string> {
  // The page in the organiser's display settings the catalogue carries, as
  // the browser shows it once the catalogue is read (lib/displaySettings.ts);
  // the defaults for a page drawn without it (an order's).
  setDisplayLocale({ language, ...displaySettingsOf(catalogue?.display) });
  let root = template.staticRoot;
  let styles = "";
  // The build's root is the Arabic shop while its catalogue loads: an
  // English page draws its own, in English and left to right, as its
  // script takes it over (main.tsx, lib/pageLanguage.ts).
  if (catalogue !== undefined || language !== "ar") {
    const address = pathInLanguage(location, language);
    // The build's styles are the Arabic page's, under the right-to-left
    // cache's key: an English page has all its own instead.
    const page = await prerenderPage(address, { catalogue, present: language === "ar" ? present : undefined });
    const path = address.replace(/[?#].*$/, "");
    root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(path)}">${page.firstView}</div>`;
    styles = page.headStyles.map(styleElement).join("");
  }
  const data =
    catalogue === undefined
      ? ""
      : `<script type="application/json" id="${SHOP_CATALOGUE_ELEMENT_ID}" ${SHOP_CATALOGUE_SERVED_AT_ATTRIBUTE}="${Date.now()}">${scriptJson(catalogue)}</script>`;
  return [
    `<!doctype html>\n<html lang="${language}" dir="${directionOf(language)}">\n  <head>`,
    template.charset,
    head,
    template.head,
    language === "en" ? template.englishFontPreloads : "",
    language === "ar" ? template.arabicStyles : "",
    styles,
    "</head>\n  <body>\n    ",
    root,
    data,
    template.tail,
  ].join("");
}
