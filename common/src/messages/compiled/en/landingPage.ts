// Compiled from catalogs/en/landingPage.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Bawwaba: Arabic-first ticket sales and event management\",\"An Arabic platform for selling and managing event tickets: tickets with signed QR codes, sales at the box office and online, and fast scanning at the gate, even when the network is down.\",\"Buy your tickets now\",\"Staff sign-in\",\"On sale now\",\"Tickets\",\"All events\",\"Digitally signed QR tickets that can't be forged\",\"Sell at the box office and online, from any phone\",\"Gate scanning that works even offline\"]");
