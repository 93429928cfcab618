// Compiled from catalogs/en/whatsApp.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"whatsApp.share\":[\"Share on WhatsApp\"],\"whatsApp.shareOrder\":[\"Send tickets on WhatsApp\"],\"whatsApp.greeting\":[\"Your ticket from Bawwaba 🎟️\"],\"whatsApp.orderGreeting\":[\"Your Bawwaba order: \",[\"count\",\"plural\",{\"one\":[\"#\",\" ticket\"],\"other\":[\"#\",\" tickets\"]}],\" 🎟️\"],\"whatsApp.tickets\":[\"Tickets\"],\"whatsApp.linkLine\":[\"Your tickets' QR codes are at this private link, so don't share it:\"],\"whatsApp.orderFooter\":[\"Show each ticket's QR code at the gate.\"],\"whatsApp.gateCodeFooter\":[\"Show this code to the gate staff so they can type it in.\"]}");
