// Compiled from catalogs/ar/checkoutQuestionsEditor.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly input: {
    readonly kind: string;
    readonly scope: string;
    readonly bounds: string;
    readonly holderName: string;
    readonly oneHolderName: string;
    readonly ticketTypes: string;
    readonly duplicateId: string;
    readonly label: string;
    readonly help: string;
    readonly options: string;
    readonly tooMany: string;
  };
  readonly manager: {
    readonly action: string;
    title(eventTitle: string | number): string;
    readonly intro: string;
    readonly list: string;
    readonly empty: string;
    readonly loadFailed: string;
    readonly newQuestion: string;
    readonly kinds: {
      readonly text: string;
      readonly longText: string;
      readonly choice: string;
      readonly yesNo: string;
      readonly number: string;
      readonly date: string;
    };
    readonly scopes: {
      readonly order: string;
      readonly ticket: string;
    };
    readonly required: string;
    readonly optional: string;
    readonly holderName: string;
    readonly allTypes: string;
    forTypes(names: string | number): string;
    readonly removedType: string;
    options(options: string | number): string;
    readonly bounds: string;
    readonly remove: string;
    readonly moveUp: string;
    readonly moveDown: string;
    actionOn(action: string | number, label: string | number): string;
    readonly unsaved: string;
    readonly save: string;
    readonly saved: string;
    readonly form: {
      readonly newTitle: string;
      editTitle(label: string | number): string;
      readonly label: string;
      readonly help: string;
      readonly kind: string;
      readonly required: string;
      readonly scope: string;
      readonly scopes: {
        readonly order: string;
        readonly ticket: string;
      };
      readonly ticketTypesHint: string;
      hiddenType(name: string | number): string;
      readonly options: string;
      option(number: number): string;
      readonly addOption: string;
      removeOption(number: number): string;
      readonly min: string;
      readonly max: string;
      readonly notANumber: string;
      readonly holderName: string;
      holderNameTaken(label: string | number): string;
      readonly fixErrors: string;
      readonly add: string;
      readonly update: string;
    };
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"input\":{\"kind\":[\"اختر نوع الإجابة.\"],\"scope\":[\"اختر: مرة للطلب أو لكل تذكرة.\"],\"bounds\":[\"أدنى قيمة لا تزيد على أعلى قيمة.\"],\"holderName\":[\"اسم حامل التذكرة سؤال نصي قصير يُطرح لكل تذكرة.\"],\"oneHolderName\":[\"سؤال واحد فقط يكون اسم حامل التذكرة.\"],\"ticketTypes\":[\"اختر أنواع التذاكر من أنواع هذه الفعالية.\"],\"duplicateId\":[\"لكل سؤال معرّف لا يتكرر.\"],\"label\":[\"نص السؤال من 1 إلى \",[\"max\",\"number\"],\" حرف.\"],\"help\":[\"الشرح تحت السؤال حتى \",[\"max\",\"number\"],\" حرف.\"],\"options\":[\"الاختيار من 2 إلى \",[\"maxOptions\",\"number\"],\" إجابة، كل منها حتى \",[\"maxLength\",\"number\"],\" حرف، بلا تكرار.\"],\"tooMany\":[\"حتى \",[\"max\",\"number\"],\" سؤالًا للفعالية.\"]},\"manager\":{\"action\":[\"أسئلة الحجز\"],\"title(eventTitle)\":[\"أسئلة الحجز: \",[\"eventTitle\"]],\"intro\":[\"يجيب المشتري عنها عند الحجز في المتجر وفي شباك التذاكر، بالترتيب المعروض هنا.\"],\"list\":[\"أسئلة الفعالية\"],\"empty\":[\"لا أسئلة لهذه الفعالية. أضف أول سؤال بزر «سؤال جديد».\"],\"loadFailed\":[\"تعذّر تحميل أسئلة الفعالية. أغلق النافذة وافتحها مجددًا، أو تحقّق من اتصالك.\"],\"newQuestion\":[\"سؤال جديد\"],\"kinds\":{\"text\":[\"نص قصير\"],\"longText\":[\"نص طويل\"],\"choice\":[\"اختيار من قائمة\"],\"yesNo\":[\"نعم أو لا\"],\"number\":[\"رقم\"],\"date\":[\"تاريخ\"]},\"scopes\":{\"order\":[\"مرة للطلب\"],\"ticket\":[\"لكل تذكرة\"]},\"required\":[\"إجباري\"],\"optional\":[\"اختياري\"],\"holderName\":[\"اسم حامل التذكرة\"],\"allTypes\":[\"لكل أنواع التذاكر\"],\"forTypes(names)\":[\"لـ: \",[\"names\"]],\"removedType\":[\"نوع محذوف\"],\"options(options)\":[\"الإجابات: \",[\"options\"]],\"bounds\":[[\"bounds\",\"select\",{\"both\":[\"من \",[\"min\",\"number\"],\" إلى \",[\"max\",\"number\"]],\"min\":[\"من \",[\"min\",\"number\"],\" فأكثر\"],\"other\":[\"حتى \",[\"max\",\"number\"]]}]],\"remove\":[\"حذف\"],\"moveUp\":[\"تقديم\"],\"moveDown\":[\"تأخير\"],\"actionOn(action, label)\":[[\"action\"],\" السؤال «\",[\"label\"],\"»\"],\"unsaved\":[\"في القائمة تغييرات لم تُحفظ بعد.\"],\"save\":[\"حفظ الأسئلة\"],\"saved\":[\"حُفظت أسئلة الحجز.\"],\"form\":{\"newTitle\":[\"سؤال جديد\"],\"editTitle(label)\":[\"تعديل السؤال «\",[\"label\"],\"»\"],\"label\":[\"نص السؤال\"],\"help\":[\"شرح تحت السؤال (اختياري)\"],\"kind\":[\"نوع الإجابة\"],\"required\":[\"إجباري: لا يكتمل الحجز دون إجابته\"],\"scope\":[\"يُسأل\"],\"scopes\":{\"order\":[\"مرة للطلب\"],\"ticket\":[\"لكل تذكرة (مثل اسم حاملها)\"]},\"ticketTypesHint\":[\"دون اختيار يُسأل في كل أنواع التذاكر.\"],\"hiddenType(name)\":[[\"name\"],\" (مخفي)\"],\"options\":[\"الإجابات المتاحة\"],\"option(number)\":[\"الإجابة \",[\"number\",\"number\"]],\"addOption\":[\"إضافة إجابة\"],\"removeOption(number)\":[\"حذف الإجابة \",[\"number\",\"number\"]],\"min\":[\"أدنى قيمة (اختيارية)\"],\"max\":[\"أعلى قيمة (اختيارية)\"],\"notANumber\":[\"اكتب رقمًا، مثل 5 أو 2.5.\"],\"holderName\":[\"اسم حامل التذكرة: يُطبع على التذكرة ويُبحث به\"],\"holderNameTaken(label)\":[\"السؤال «\",[\"label\"],\"» هو اسم حامل التذكرة.\"],\"fixErrors\":[\"راجع الحقول المعلَّمة بالأحمر.\"],\"add\":[\"إضافة إلى القائمة\"],\"update\":[\"تعديل في القائمة\"]}}}");
