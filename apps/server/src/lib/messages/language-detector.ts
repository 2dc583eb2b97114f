import { englishMarks, germanMarks } from '../../../../../packages/shared/src/testing/language-guess.ts';

/**
 * The web bundles' language guess (packages/shared testing/language-guess) with the words server
 * answers use besides, for tests that must notice a German text in an English answer and the
 * other way round (issue 36). Names, codes and words both share ("Release", "Token") count for
 * neither, so a text without tell-tale words is no language (null).
 */
const GERMAN = new Set(
  `der die das den dem des ein eine einen einem einer kein keine keinen nicht ist sind wird werden
  wurde bitte ungültig ungültige ungültiger ungültiges eingabe gefunden mindestens höchstens zeichen
  und oder für mit von zu zum zur auf aus bei nach noch nur schon dein deine deinen du dich dir
  sein muss darf kann erwartet erlaubt gespeichert gelöscht angelegt abgemeldet eintrag einträge
  zurücksetzen passwort anmeldung angemeldet konto gesperrt versuche später erneut nicht leer
  jahre liegen zwischen bewertungen telefonnummer reicht gestartet fehlgeschlagen erreichbar
  dienst pflichtfeld wert zahl liste objekt datum format unbekannte felder diese dieser dieses
  hier wurden gesendet entfernt hinzugefügt benutzer schlüssel`.split(/\s+/),
);
const ENGLISH = new Set(
  `the a an is are was were be been not no please invalid input must may found expected received
  required characters character your you and or for with from to of at least most too only already
  this that these saved deleted created removed added updated logged out reset password login
  register sent unknown provider years must http url between ratings phone number enough started
  failed unavailable reachable service lookup entry entries job retry check confirmed strike
  should have has string undefined greater less than value field fields`.split(/\s+/),
);

export function languageOf(text: string): 'de' | 'en' | null {
  let german = germanMarks(text).length;
  let english = englishMarks(text).length;
  for (const word of text.toLowerCase().match(/[a-zäöüß]+/g) ?? []) {
    if (GERMAN.has(word)) german++;
    if (ENGLISH.has(word)) english++;
  }
  if (german === english) return null;
  return german > english ? 'de' : 'en';
}
