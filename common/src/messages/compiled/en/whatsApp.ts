// Compiled from catalogs/en/whatsApp.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Share on WhatsApp\",\"Send tickets on WhatsApp\",\"Your ticket from Bawwaba 🎟️\",[\"Your Bawwaba order: \",[\"count\",\"plural\",{\"one\":[\"#\",\" ticket\"],\"other\":[\"#\",\" tickets\"]}],\" 🎟️\"],\"Tickets\",\"Your tickets' QR codes are at this private link, so don't share it:\",\"Show each ticket's QR code at the gate.\",\"Show this code to the gate staff so they can type it in.\"]");
