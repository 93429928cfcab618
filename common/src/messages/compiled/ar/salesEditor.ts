// Compiled from catalogs/ar/salesEditor.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly intro: string;
  readonly search: {
    readonly label: string;
    readonly hint: string;
    readonly clear: string;
    readonly invalid: string;
    readonly empty: string;
    notFoundId(orderId: string | number): string;
    notFoundReference(reference: string | number): string;
    notFoundPhone(phone: string | number): string;
    resultsForPhone(phone: string | number): string;
    readonly latest: string;
    readonly noOrders: string;
    readonly loadMore: string;
    loaded(count: number): string;
    tooMany(max: number): string;
    open(buyer: string | number): string;
  };
  readonly order: {
    readonly back: string;
    readonly heading: string;
    readonly id: string;
    readonly email: string;
    readonly items: string;
    item(name: string | number, quantity: number, unitPrice: string | number): string;
    readonly refunded: string;
    readonly stillPaid: string;
    readonly invoice: string;
    readonly cancelledAt: string;
    readonly cancelReason: string;
    readonly ticketAnswers: string;
    ticketAnswersOf(position: number, typeName: string | number): string;
    readonly notFound: string;
    readonly closed: string;
  };
  readonly tickets: {
    readonly heading: string;
    readonly empty: string;
    readonly holder: string;
    readonly open: string;
    openLabel(id: string | number): string;
    voidReason(reason: string | number): string;
    partial(shown: number): string;
    answer(label: string | number, value: string | number): string;
  };
  readonly audit: {
    readonly heading: string;
    readonly empty: string;
    readonly actions: {
      readonly buyer_corrected: string;
      readonly answers_corrected: string;
      readonly ticket_voided: string;
      readonly order_cancelled: string;
      readonly order_refunded: string;
      readonly order_partially_refunded: string;
    };
    by(who: string | number): string;
    reason(reason: string | number): string;
    change(before: string | number, after: string | number): string;
    field(label: string | number, change: string | number): string;
    tickets(ids: string | number): string;
    ticket(id: string | number): string;
    readonly none: string;
    readonly unknownValue: string;
  };
  readonly actions: {
    readonly heading: string;
    readonly correctBuyer: string;
    readonly correctAnswers: string;
    correctTicketAnswersLabel(id: string | number): string;
    readonly voidTicket: string;
    voidTicketLabel(id: string | number): string;
    readonly cancelOrder: string;
    readonly refundOrder: string;
  };
  readonly dialogs: {
    readonly reason: string;
    reasonHint(max: number): string;
    reasonCount(length: number, max: number): string;
    readonly cancel: string;
    readonly correctBuyer: {
      readonly title: string;
      readonly body: string;
      readonly confirm: string;
      readonly email: string;
    };
    readonly voidTicket: {
      readonly title: string;
      body(ticket: string | number): string;
      readonly confirm: string;
    };
    readonly cancelOrder: {
      readonly title: string;
      body(count: string | number): string;
      readonly confirm: string;
    };
    readonly refundOrder: {
      readonly title: string;
      body(count: string | number): string;
      readonly confirm: string;
    };
  };
  readonly done: {
    readonly answersCorrected: string;
    buyerCorrected(followed: number): string;
    ticketVoided(returned: number): string;
    readonly close: string;
    readonly orderClosed: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"intro\":\"ابحث عن طلب بمرجعه أو برقمه أو بهاتف المشتري، أو اختره من أحدث الطلبات، ثم صحّح المشتري أو ألغِ تذكرة أو ألغِ الطلب أو استرده. يُسجَّل كل تعديل مع سببه.\",\"search\":{\"label\":\"رقم الطلب أو هاتف المشتري\",\"hint\":\"مرجع الطلب (BW-XXXX-XXXX، بالبادئة أو دونها)، أو رقم الطلب كما هو، أو رقم الهاتف بأي صيغة، محليًا أو دوليًا.\",\"clear\":\"مسح البحث\",\"invalid\":\"أدخل رقم طلب أو رقم هاتف صحيحًا.\",\"empty\":\"اكتب رقم الطلب أو هاتف المشتري.\",\"notFoundId(orderId)\":[\"لا يوجد طلب بالرقم \",[\"orderId\"],\".\"],\"notFoundReference(reference)\":[\"لا يوجد طلب بالمرجع \",[\"reference\"],\".\"],\"notFoundPhone(phone)\":[\"لا توجد طلبات لهاتف المشتري \",[\"phone\"],\".\"],\"resultsForPhone(phone)\":[\"طلبات الهاتف \",[\"phone\"]],\"latest\":\"أحدث الطلبات\",\"noOrders\":\"لا توجد طلبات بعد.\",\"loadMore\":\"عرض المزيد\",\"loaded(count)\":[\"المعروض: \",[\"count\",\"plural\",{\"zero\":[\"لا طلبات\"],\"one\":[\"طلب واحد\"],\"two\":[\"طلبان\"],\"few\":[\"#\",\" طلبات\"],\"many\":[\"#\",\" طلبًا\"],\"other\":[\"#\",\" طلب\"]}]],\"tooMany(max)\":[\"تُعرض أحدث \",[\"max\",\"number\"],\" طلبًا لهذا الهاتف فقط.\"],\"open(buyer)\":[\"فتح طلب \",[\"buyer\"]]},\"order\":{\"back\":\"العودة إلى البحث\",\"heading\":\"الطلب\",\"id\":\"رقم الطلب\",\"email\":\"البريد الإلكتروني\",\"items\":\"المحتوى\",\"item(name, quantity, unitPrice)\":[[\"name\"],\" × \",[\"quantity\",\"number\"],\" (\",[\"unitPrice\"],\")\"],\"refunded\":\"المسترد\",\"stillPaid\":\"المتبقي المدفوع\",\"invoice\":\"رقم الفاتورة\",\"cancelledAt\":\"وقت الإلغاء\",\"cancelReason\":\"سبب الإلغاء\",\"ticketAnswers\":\"إجابات التذاكر (تُنقل إلى التذاكر عند إصدارها)\",\"ticketAnswersOf(position, typeName)\":[\"التذكرة \",[\"position\",\"number\"],\" (\",[\"typeName\"],\")\"],\"notFound\":\"لم نجد هذا الطلب. ربما الرقم غير صحيح.\",\"closed\":\"هذا الطلب ملغى أو مسترد: لا يمكن إلغاؤه أو استرداده مرة أخرى.\"},\"tickets\":{\"heading\":\"التذاكر\",\"empty\":\"لا توجد تذاكر لهذا الطلب.\",\"holder\":\"الحامل\",\"open\":\"عرض التذكرة\",\"openLabel(id)\":[\"عرض التذكرة \",[\"id\"]],\"voidReason(reason)\":[\"سبب الإلغاء: \",[\"reason\"]],\"partial(shown)\":[\"تُعرض أول \",[\"shown\",\"number\"],\" تذكرة من هذا الطلب.\"],\"answer(label, value)\":[[\"label\"],\": \",[\"value\"]]},\"audit\":{\"heading\":\"سجل التعديلات\",\"empty\":\"لم يُعدَّل هذا الطلب بعد.\",\"actions\":{\"buyer_corrected\":\"تصحيح المشتري\",\"answers_corrected\":\"تصحيح الإجابات\",\"ticket_voided\":\"إلغاء تذكرة\",\"order_cancelled\":\"إلغاء الطلب\",\"order_refunded\":\"استرداد الطلب\",\"order_partially_refunded\":\"استرداد جزئي\"},\"by(who)\":[\"بواسطة \",[\"who\"]],\"reason(reason)\":[\"السبب: \",[\"reason\"]],\"change(before, after)\":[[\"before\"],\" ← \",[\"after\"]],\"field(label, change)\":[[\"label\"],\": \",[\"change\"]],\"tickets(ids)\":[\"التذاكر: \",[\"ids\"]],\"ticket(id)\":[\"التذكرة: \",[\"id\"]],\"none\":\"—\",\"unknownValue\":\"؟\"},\"actions\":{\"heading\":\"التعديلات\",\"correctBuyer\":\"تصحيح المشتري\",\"correctAnswers\":\"تصحيح الإجابات\",\"correctTicketAnswersLabel(id)\":[\"تصحيح الإجابات للتذكرة \",[\"id\"]],\"voidTicket\":\"إلغاء التذكرة\",\"voidTicketLabel(id)\":[\"إلغاء التذكرة \",[\"id\"]],\"cancelOrder\":\"إلغاء الطلب\",\"refundOrder\":\"استرداد الطلب\"},\"dialogs\":{\"reason\":\"سبب التعديل\",\"reasonHint(max)\":[\"إلزامي، حتى \",[\"max\",\"number\"],\" حرف. يظهر في سجل التعديلات.\"],\"reasonCount(length, max)\":[[\"length\",\"number\"],\"/\",[\"max\",\"number\"]],\"cancel\":\"تراجع\",\"correctBuyer\":{\"title\":\"تصحيح بيانات المشتري\",\"body\":\"تتبع التذاكرُ التي تحمل اسم المشتري الحالي التصحيحَ؛ التذاكر المخصصة لضيف باسمه تبقى كما هي.\",\"confirm\":\"حفظ التصحيح\",\"email\":\"البريد الإلكتروني (اختياري)\"},\"voidTicket\":{\"title\":\"إلغاء تذكرة\",\"body(ticket)\":[\"ستُلغى التذكرة \",[\"ticket\"],\" وتُرفض عند البوابة من الآن. إن لم يدخل حاملها بعد، تعود إلى البيع.\"],\"confirm\":\"إلغاء التذكرة\"},\"cancelOrder\":{\"title\":\"إلغاء الطلب\",\"body(count)\":[\"سيُلغى الطلب كله (\",[\"count\"],\"): تُرفض تذاكره عند البوابة، وتعود غير المستخدمة منها إلى البيع. لا يُسجَّل استرداد للمبلغ.\"],\"confirm\":\"إلغاء الطلب\"},\"refundOrder\":{\"title\":\"استرداد الطلب\",\"body(count)\":[\"سيُسترد الطلب وتُلغى تذاكره (\",[\"count\"],\"): تُرفض عند البوابة، وتعود غير المستخدمة منها إلى البيع.\"],\"confirm\":\"استرداد الطلب\"}},\"done\":{\"answersCorrected\":\"صُحّحت الإجابات.\",\"buyerCorrected(followed)\":[[\"followed\",\"plural\",{\"0\":[\"صُحّحت بيانات المشتري.\"],\"one\":[\"صُحّحت بيانات المشتري وتبعتها تذكرة واحدة.\"],\"two\":[\"صُحّحت بيانات المشتري وتبعتها تذكرتان.\"],\"few\":[\"صُحّحت بيانات المشتري وتبعتها \",\"#\",\" تذاكر.\"],\"many\":[\"صُحّحت بيانات المشتري وتبعتها \",\"#\",\" تذكرة.\"],\"other\":[\"صُحّحت بيانات المشتري وتبعتها \",\"#\",\" تذكرة.\"]}]],\"ticketVoided(returned)\":[[\"returned\",\"plural\",{\"0\":[\"أُلغيت التذكرة. لم تعد إلى البيع لأن حاملها دخل.\"],\"other\":[\"أُلغيت التذكرة وعادت إلى البيع.\"]}]],\"close\":\"إغلاق\",\"orderClosed\":[[\"refund\",\"select\",{\"yes\":[\"استُرد الطلب\"],\"other\":[\"أُلغي الطلب\"]}],[\"voided\",\"plural\",{\"0\":[\".\"],\"one\":[\": أُلغيت تذكرة واحدة \",[\"returned\",\"plural\",{\"0\":[\"ولم يعد شيء منها للبيع\"],\"other\":[\"وعادت \",[\"returned\",\"number\"],\" للبيع\"]}],\".\"],\"two\":[\": أُلغيت تذكرتان \",[\"returned\",\"plural\",{\"0\":[\"ولم يعد شيء منها للبيع\"],\"other\":[\"وعادت \",[\"returned\",\"number\"],\" للبيع\"]}],\".\"],\"few\":[\": أُلغيت \",\"#\",\" تذاكر \",[\"returned\",\"plural\",{\"0\":[\"ولم يعد شيء منها للبيع\"],\"other\":[\"وعادت \",[\"returned\",\"number\"],\" للبيع\"]}],\".\"],\"many\":[\": أُلغيت \",\"#\",\" تذكرة \",[\"returned\",\"plural\",{\"0\":[\"ولم يعد شيء منها للبيع\"],\"other\":[\"وعادت \",[\"returned\",\"number\"],\" للبيع\"]}],\".\"],\"other\":[\": أُلغيت \",\"#\",\" تذكرة \",[\"returned\",\"plural\",{\"0\":[\"ولم يعد شيء منها للبيع\"],\"other\":[\"وعادت \",[\"returned\",\"number\"],\" للبيع\"]}],\".\"]}]]}}");
