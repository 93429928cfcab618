// Every en catalog, compiled by scripts/messages.mjs: loaded by i18n.ts `loadLanguage`.
import { registerCatalog } from "../../i18n.js";
import { messages as m0 } from "./answerWords.js";
import { messages as m1 } from "./buyer.js";
import { messages as m2 } from "./checkoutQuestions.js";
import { messages as m3 } from "./checkoutQuestionsForm.js";
import { messages as m4 } from "./events.js";
import { messages as m5 } from "./eventsLoad.js";
import { messages as m6 } from "./functionErrors.js";
import { messages as m7 } from "./invoicePage.js";
import { messages as m8 } from "./orderPage.js";
import { messages as m9 } from "./organiserSettings.js";
import { messages as m10 } from "./payments.js";
import { messages as m11 } from "./phoneField.js";
import { messages as m12 } from "./privacy.js";
import { messages as m13 } from "./promoCodeEntry.js";
import { messages as m14 } from "./promoCodeField.js";
import { messages as m15 } from "./promoCodes.js";
import { messages as m16 } from "./publicMessages.js";
import { messages as m17 } from "./refunds.js";
import { messages as m18 } from "./sales.js";
import { messages as m19 } from "./shop.js";
import { messages as m20 } from "./tickets.js";
import { messages as m21 } from "./waitingList.js";
import { messages as m22 } from "./waitingListEntry.js";
import { messages as m23 } from "./wallet.js";
import { messages as m24 } from "./whatsApp.js";

for (const messages of [m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15, m16, m17, m18, m19, m20, m21, m22, m23, m24]) registerCatalog("en", messages);
