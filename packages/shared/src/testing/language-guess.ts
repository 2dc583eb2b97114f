/**
 * A deliberately small guess at whether a UI text is German or English, for the tests that keep
 * each language's bundle free of the other (issue 14). It looks for words only one of the two
 * languages uses and for German letters; product and scene terms shared by both (Release, Upload,
 * Download, Cover, Trailer, NFO, Login …) are neither.
 */
const GERMAN_WORDS = new Set(
  (
    'der die das dem den des und oder nicht kein keine keinen ist sind wird werden wurde wurden ' +
    'mit für von zum zur bei auf aus nach über unter ein eine einen einem einer du dein deine ' +
    'dich dir sie ihr ihre bitte noch jetzt hier alle alles mehr weiter zurück suchen suche ' +
    'anmelden abmelden speichern löschen neu neue neuer gefunden konnte laden seite schließen ' +
    'zeigen ändern hinzufügen entfernen leeren wählen sortieren ergebnisse treffer'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'the and or not no is are were will be been has have had with for from of to your you ' +
    'this that these please could would should here there all more back search found loading ' +
    'page close show change add remove clear choose sort results sign log save delete new'
  ).split(' '),
);

function wordsOf(text: string): string[] {
  // Placeholders ({{count}}), tags (<1>…</1>) and URLs are not words of the language.
  const plain = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return plain.toLowerCase().match(/[a-zäöüß]+/g) ?? [];
}

/** The words (or letters) that mark `text` as German; empty when none do. */
export function germanMarks(text: string): string[] {
  const marks = wordsOf(text).filter((word) => GERMAN_WORDS.has(word));
  if (/[äöüßÄÖÜ]/.test(text)) marks.push('umlaut');
  return marks;
}

/** The words that mark `text` as English; empty when none do. */
export function englishMarks(text: string): string[] {
  return wordsOf(text).filter((word) => ENGLISH_WORDS.has(word));
}

type Messages = { [key: string]: string | Messages };

/** Every text of a nested message object with its dotted key. */
export function flattenMessages(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flattenMessages(value, `${prefix}${key}.`),
  );
}
