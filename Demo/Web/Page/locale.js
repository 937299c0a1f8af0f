// MARK: The locale: the page's language, direction, clock, calendar and words.

const query = new URLSearchParams(location.search);
let locale = query.get("locale") || navigator.language || "en-US";
try { locale = new Intl.DateTimeFormat(locale).resolvedOptions().locale; } catch { locale = "en-US"; }
const language = new Intl.Locale(locale);
const textInfo = typeof language.getTextInfo === "function" ? language.getTextInfo() : language.textInfo;
const rtl = textInfo ? textInfo.direction === "rtl"
  : /^(ar|he|iw|fa|ur|ps|sd|ug|yi|dv|ckb)$/.test(language.language);
// The locale's first day of the week, as Weekday numbers it (1 Sunday ... 7
// Saturday); Intl numbers Monday 1 ... Sunday 7.
const weekInfo = typeof language.getWeekInfo === "function" ? language.getWeekInfo() : language.weekInfo;
const firstWeekday = weekInfo ? weekInfo.firstDay % 7 + 1 : 2;
document.documentElement.lang = locale;
document.documentElement.dir = rtl ? "rtl" : "ltr";

// The calendar shown, chosen once the module can say which it computes
// (useCalendars, from Calendars' CalendarIdentifier keys: the one list).
let calendarKeys = [];
let calendarKey = "gregorian";
let calendarFormat = null;            // formats in the shown calendar, when the browser has it
function useCalendars(keys) {
  calendarKeys = keys;
  const asked = query.get("calendar") === "gregory" ? "gregorian" : query.get("calendar");
  calendarKey = keys.includes(asked) ? asked : "gregorian";
  const intlCalendar = { gregorian: "gregory", "ethiopic-amete-alem": "ethioaa", vietnamese: null }[calendarKey] ?? calendarKey;
  try {
    const probe = intlCalendar && new Intl.DateTimeFormat(locale, { calendar: intlCalendar });
    if (probe && probe.resolvedOptions().calendar === intlCalendar) {
      calendarFormat = (options) => new Intl.DateTimeFormat(locale, { calendar: intlCalendar, timeZone: "UTC", ...options });
    }
  } catch { /* the package's names */ }
}
const mode = ["single", "range", "multiple"].includes(query.get("mode")) ? query.get("mode") : "range";
const hourCycle = new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle;
const clock = query.get("clock") === "12" ? 12 : query.get("clock") === "24" ? 24
  : (hourCycle === "h11" || hourCycle === "h12" ? 12 : 24);
// The language of the names the package writes (CalendarNames.Language's order).
const namesLanguage = { zh: 1, ja: 2, ko: 3, vi: 4 }[language.language] || 0;

function todayParts() {
  const given = /^(\d{4})-(\d{2})-(\d{2})$/.exec(query.get("today") || "");
  if (given) return { year: Number(given[1]), month: Number(given[2]), day: Number(given[3]) };
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

// Formats in the locale, always of the Gregorian day given in UTC.
const format = (options) => new Intl.DateTimeFormat(locale, { calendar: "gregory", timeZone: "UTC", ...options });
const numberFormat = new Intl.NumberFormat(locale, { useGrouping: false });
const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
const formats = {
  weekdayShort: format({ weekday: "short" }),
  weekdayLong: format({ weekday: "long" }),
  hour: format({ hour: "numeric", hourCycle: clock === 12 ? "h12" : "h23" }),
};
const periodNames = [0, 12].map((hour) => {
  const parts = format({ hour: "numeric", hourCycle: "h12" }).formatToParts(Date.UTC(2001, 0, 1, hour));
  return (parts.find((part) => part.type === "dayPeriod") || { value: hour ? "PM" : "AM" }).value;
});
// The hour alone, without its day period where a wheel beside it shows that.
function hourName(hour) {
  const parts = formats.hour.formatToParts(Date.UTC(2001, 0, 1, hour));
  const number = parts.find((part) => part.type === "hour");
  return clock === 12 && number ? number.value : formats.hour.format(Date.UTC(2001, 0, 1, hour));
}

let fieldName = (field) => field;
try {
  const names = new Intl.DisplayNames(locale, { type: "dateTimeField" });
  fieldName = (field) => {
    return capitalized(names.of(field) || field);
  };
} catch { /* an older engine: English field names */ }
let calendarName = (key) => key;
try {
  const names = new Intl.DisplayNames(locale, { type: "calendar" });
  calendarName = (key) => {
    const intlKey = { gregorian: "gregory", "ethiopic-amete-alem": "ethioaa" }[key] || key;
    return capitalized(key === "vietnamese" ? "Vietnamese" : names.of(intlKey) || key);
  };
} catch { /* English keys */ }

// A name with a capital first letter. Greek's locale rule drops the accent
// (right for all capitals, wrong for one: Έτος, not Ετος).
function capitalized(name) {
  const first = language.language === "el" ? name.charAt(0).toUpperCase() : name.charAt(0).toLocaleUpperCase(locale);
  return first + name.slice(1);
}

// The page's own words, in the languages it speaks; English otherwise.
const words = {
  en: { title: "Book a stay", lede: "A date and time picker on the MiniPicker core, in any calendar. Drag or flick the ribbons, tap a day, or use the keys.",
    calendar: "Calendar", stay: "Stay", start: "Start time", date: "Date", choose: "Choose date", chooseDate: "Choose a date", close: "Close",
    dateHint: "Type a day as YYYY-MM-DD, or choose one.", physics: "Physics", physicsNote: "The core's own curves, recomputed as you move a slider; the ribbons use the same values.",
    deceleration: "Deceleration per ms", stiffness: "Rubber-band stiffness", spring: "Settle spring per ms",
    curves: "The flick, rubber band and settle spring curves of the current physics",
    days: "Days", period: "AM or PM", from: "from", to: "to", chosen: "chosen", footer: "Locale {locale}. A WebAssembly module of {bytes} bytes." },
  ar: { title: "احجز إقامة", lede: "منتقي تاريخ ووقت على نواة MiniPicker، بأي تقويم. اسحب الأشرطة أو انقر يومًا أو استخدم المفاتيح.",
    calendar: "التقويم", stay: "الإقامة", start: "وقت البدء", date: "التاريخ", choose: "اختر تاريخًا", chooseDate: "اختر تاريخًا", close: "إغلاق",
    dateHint: "اكتب اليوم بالشكل YYYY-MM-DD أو اختره.", physics: "الفيزياء", physicsNote: "منحنيات النواة نفسها، تُحسب من جديد عند تحريك المنزلق.",
    deceleration: "التباطؤ لكل ملي ثانية", stiffness: "صلابة الشريط المطاطي", spring: "نابض الاستقرار لكل ملي ثانية",
    curves: "منحنيات القذف والشريط المطاطي والنابض", days: "الأيام", period: "ص أو م", from: "من", to: "إلى", chosen: "تم الاختيار",
    footer: "اللغة {locale}. وحدة WebAssembly بحجم {bytes} بايت." },
  el: { title: "Κράτηση διαμονής", lede: "Επιλογέας ημερομηνίας και ώρας στον πυρήνα MiniPicker, σε κάθε ημερολόγιο. Σύρετε τις ταινίες, πατήστε μια μέρα ή χρησιμοποιήστε τα πλήκτρα.",
    calendar: "Ημερολόγιο", stay: "Διαμονή", start: "Ώρα έναρξης", date: "Ημερομηνία", choose: "Επιλογή ημερομηνίας", chooseDate: "Επιλέξτε ημερομηνία", close: "Κλείσιμο",
    dateHint: "Γράψτε μια μέρα ως YYYY-MM-DD ή επιλέξτε.", physics: "Φυσική", physicsNote: "Οι καμπύλες του πυρήνα, ξαναϋπολογισμένες καθώς μετακινείτε ένα ρυθμιστικό.",
    deceleration: "Επιβράδυνση ανά ms", stiffness: "Ακαμψία ελαστικού", spring: "Ελατήριο ανά ms",
    curves: "Οι καμπύλες της τρέχουσας φυσικής", days: "Ημέρες", period: "π.μ. ή μ.μ.", from: "από", to: "έως", chosen: "επιλέχθηκε",
    footer: "Γλώσσα {locale}. Μονάδα WebAssembly {bytes} byte." },
  he: { title: "הזמנת שהייה", lede: "בורר תאריך ושעה על ליבת MiniPicker, בכל לוח שנה. גררו את הסרטים, הקישו על יום או השתמשו במקשים.",
    calendar: "לוח שנה", stay: "שהייה", start: "שעת התחלה", date: "תאריך", choose: "בחירת תאריך", chooseDate: "בחרו תאריך", close: "סגירה",
    dateHint: "הקלידו יום בצורה YYYY-MM-DD, או בחרו.", physics: "פיזיקה", physicsNote: "העקומות של הליבה, מחושבות מחדש כשמזיזים מחוון.",
    deceleration: "האטה לכל ms", stiffness: "קשיחות הגומייה", spring: "קפיץ התייצבות לכל ms",
    curves: "העקומות של הפיזיקה הנוכחית", days: "ימים", period: "לפנה״צ או אחה״צ", from: "מ־", to: "עד", chosen: "נבחר",
    footer: "אזור {locale}. מודול WebAssembly של {bytes} בתים." },
  ja: { title: "宿泊の予約", lede: "MiniPicker のコアで動く日付と時刻のピッカー。どの暦でも使えます。リボンをドラッグ、日をタップ、またはキーで操作します。",
    calendar: "暦", stay: "宿泊", start: "開始時刻", date: "日付", choose: "日付を選択", chooseDate: "日付を選択", close: "閉じる",
    dateHint: "YYYY-MM-DD の形で入力するか、選択してください。", physics: "物理", physicsNote: "スライダーを動かすとコアの曲線を再計算します。",
    deceleration: "減速 (1 ms あたり)", stiffness: "ラバーバンドの硬さ", spring: "整定ばね (1 ms あたり)",
    curves: "現在の物理の曲線", days: "日", period: "午前/午後", from: "から", to: "まで", chosen: "選択しました",
    footer: "ロケール {locale}。WebAssembly モジュール {bytes} バイト。" },
  ko: { title: "숙박 예약", lede: "MiniPicker 코어 위의 날짜·시간 선택기. 어떤 달력이든 됩니다. 리본을 끌거나 날짜를 누르거나 키를 쓰세요.",
    calendar: "달력", stay: "숙박", start: "시작 시간", date: "날짜", choose: "날짜 선택", chooseDate: "날짜를 선택하세요", close: "닫기",
    dateHint: "YYYY-MM-DD 형식으로 입력하거나 선택하세요.", physics: "물리", physicsNote: "슬라이더를 움직이면 코어의 곡선을 다시 계산합니다.",
    deceleration: "감속 (ms당)", stiffness: "고무줄 강도", spring: "안착 스프링 (ms당)",
    curves: "현재 물리의 곡선", days: "날짜", period: "오전/오후", from: "부터", to: "까지", chosen: "선택됨",
    footer: "로캘 {locale}. WebAssembly 모듈 {bytes}바이트." },
  zh: { title: "预订住宿", lede: "基于 MiniPicker 内核的日期和时间选择器，支持各种历法。拖动或轻扫滚带，点选日期，或使用按键。",
    calendar: "历法", stay: "住宿", start: "开始时间", date: "日期", choose: "选择日期", chooseDate: "选择日期", close: "关闭",
    dateHint: "按 YYYY-MM-DD 输入日期，或直接选择。", physics: "物理", physicsNote: "移动滑块时重新计算内核的曲线。",
    deceleration: "每毫秒减速", stiffness: "橡皮筋硬度", spring: "每毫秒回弹", curves: "当前物理参数的曲线",
    days: "日期", period: "上午/下午", from: "从", to: "到", chosen: "已选择", footer: "语言环境 {locale}。WebAssembly 模块 {bytes} 字节。" },
  de: { title: "Aufenthalt buchen", lede: "Eine Datums- und Zeitauswahl auf dem MiniPicker-Kern, in jedem Kalender. Ziehen Sie die Bänder, tippen Sie einen Tag an oder nutzen Sie die Tasten.",
    calendar: "Kalender", stay: "Aufenthalt", start: "Beginn", date: "Datum", choose: "Datum wählen", chooseDate: "Datum wählen", close: "Schließen",
    dateHint: "Tag als JJJJ-MM-TT eingeben oder wählen.", physics: "Physik", physicsNote: "Die Kurven des Kerns, neu berechnet, sobald ein Regler sich bewegt.",
    deceleration: "Verzögerung pro ms", stiffness: "Gummiband-Steifigkeit", spring: "Einrastfeder pro ms",
    curves: "Die Kurven der aktuellen Physik", days: "Tage", period: "AM oder PM", from: "von", to: "bis", chosen: "gewählt",
    footer: "Gebietsschema {locale}. Ein WebAssembly-Modul von {bytes} Bytes." },
  fr: { title: "Réserver un séjour", lede: "Un sélecteur de date et d’heure sur le cœur MiniPicker, dans tous les calendriers. Faites glisser les rubans, touchez un jour ou utilisez les touches.",
    calendar: "Calendrier", stay: "Séjour", start: "Heure de début", date: "Date", choose: "Choisir la date", chooseDate: "Choisissez une date", close: "Fermer",
    dateHint: "Saisissez un jour au format AAAA-MM-JJ, ou choisissez-le.", physics: "Physique", physicsNote: "Les courbes du cœur, recalculées quand un curseur bouge.",
    deceleration: "Décélération par ms", stiffness: "Raideur de l’élastique", spring: "Ressort par ms",
    curves: "Les courbes de la physique actuelle", days: "Jours", period: "AM ou PM", from: "du", to: "au", chosen: "choisi",
    footer: "Paramètres régionaux {locale}. Un module WebAssembly de {bytes} octets." },
  es: { title: "Reservar una estancia", lede: "Un selector de fecha y hora sobre el núcleo MiniPicker, en cualquier calendario. Arrastre las cintas, toque un día o use las teclas.",
    calendar: "Calendario", stay: "Estancia", start: "Hora de inicio", date: "Fecha", choose: "Elegir fecha", chooseDate: "Elija una fecha", close: "Cerrar",
    dateHint: "Escriba un día como AAAA-MM-DD o elíjalo.", physics: "Física", physicsNote: "Las curvas del núcleo, recalculadas al mover un control.",
    deceleration: "Desaceleración por ms", stiffness: "Rigidez del elástico", spring: "Muelle por ms",
    curves: "Las curvas de la física actual", days: "Días", period: "a. m. o p. m.", from: "del", to: "al", chosen: "elegido",
    footer: "Configuración regional {locale}. Un módulo WebAssembly de {bytes} bytes." },
};
const pageWords = words[language.language] || words.en;
const word = (key) => pageWords[key] || words.en[key];
