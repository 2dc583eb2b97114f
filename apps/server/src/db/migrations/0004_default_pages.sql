-- Default content pages (German). Operators edit them in the dashboard; re-running never overwrites.
INSERT INTO "pages" ("title", "slug", "body", "seo") VALUES ('Über Regal', 'about', '<h2>Was ist Regal?</h2>
<p>Regal ist ein deutschsprachiger Katalog für Filme, Serien, Anime, Dokumentationen, Spiele, Musik und digitale Medien wie Hörbücher, E-Books und Comics. Zu jedem Eintrag sammeln wir die Releases: Name, Sprache, Größe, Gruppe und die Links zu den Hostern, bei denen die Dateien liegen.</p>
<h2>Was Regal nicht ist</h2>
<p>Regal speichert selbst keine Dateien. Die Links führen zu externen Diensten, auf deren Inhalte und Verfügbarkeit wir keinen Einfluss haben. Ob ein Link gerade erreichbar ist, zeigt das Status-Bild neben dem Hoster – es ist eine Momentaufnahme, keine Garantie.</p>
<h2>Wer pflegt den Katalog?</h2>
<p>Einträge und Releases werden von registrierten Mitgliedern hochgeladen und vom Team geprüft. Fehler, tote Links oder falsche Zuordnungen kannst du uns über ein Ticket melden.</p>
<h2>Der Demo-Katalog</h2>
<p>Eine frische Installation bringt einen kleinen Demo-Katalog mit frei lizenzierten und gemeinfreien Werken mit, zum Beispiel die offenen Filme des Blender Studios. Bei jedem dieser Einträge stehen die offizielle Quelle und die Lizenz.</p>', jsonb_build_object('title', 'Über Regal – was der Katalog ist und was nicht', 'description', 'Regal ist ein deutschsprachiger Katalog für Filme, Serien, Anime, Dokus, Spiele, Musik und digitale Medien mit ihren Releases.')) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "pages" ("title", "slug", "body", "seo") VALUES ('Datenschutz', 'privacy', '<h2>Worum es hier geht</h2>
<p>Diese Seite beschreibt, welche Daten diese Regal-Installation verarbeitet. Verantwortlich ist der Betreiber dieser Installation; seine Kontaktdaten stehen im Impressum beziehungsweise auf der Support-Seite.</p>
<h2>Ohne Konto</h2>
<ul>
<li><strong>Server-Protokolle:</strong> Beim Aufruf einer Seite verarbeitet der Server technisch notwendige Daten wie IP-Adresse, Zeitpunkt und aufgerufene Adresse, um die Seite auszuliefern und Missbrauch abzuwehren.</li>
<li><strong>Im Browser gespeichert:</strong> Dein Warenkorb, die Wahl zwischen hellem und dunklem Design und deine Sprache werden lokal in deinem Browser abgelegt (Local Storage bzw. ein Sprach-Cookie). Sie verlassen dein Gerät nicht, bis du etwas damit tust.</li>
</ul>
<h2>Mit Konto</h2>
<p>Für ein Konto speichern wir Benutzername, E-Mail-Adresse und ein Passwort als sicheren Hash (das Passwort selbst kennen wir nicht). Dazu kommt, was du selbst anlegst: Favoriten, Bewertungen, Tickets, Uploads und Anfragen. Die Anmeldung bleibt über ein Token in deinem Browser erhalten; melde dich ab, um es zu löschen.</p>
<h2>Externe Dienste</h2>
<p>Die NFO-Suche fragt die öffentliche xREL-Schnittstelle über unseren Server an, damit deine IP-Adresse dort nicht auftaucht; gesendet wird nur der Suchbegriff. Klickst du einen Hoster-Link, verlässt du Regal – ab dann gelten die Regeln des jeweiligen Dienstes. Teilen-Knöpfe öffnen das jeweilige Netzwerk erst, wenn du sie anklickst.</p>
<h2>Deine Rechte</h2>
<p>Du kannst Auskunft über deine gespeicherten Daten verlangen, sie berichtigen oder dein Konto löschen lassen. Schreib dazu ein Ticket oder nutze die Kontaktmöglichkeit auf der Support-Seite.</p>', jsonb_build_object('title', 'Datenschutz – welche Daten Regal verarbeitet', 'description', 'Welche Daten Regal speichert, wofür und wie lange – ohne Kleingedrucktes.')) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "pages" ("title", "slug", "body", "seo") VALUES ('Nutzungsbedingungen', 'term-of-service', '<h2>Geltung</h2>
<p>Diese Bedingungen gelten für die Nutzung dieser Regal-Installation – mit und ohne Konto. Mit der Registrierung erklärst du dich mit ihnen einverstanden.</p>
<h2>Dein Konto</h2>
<ul>
<li>Ein Konto pro Person. Halte dein Passwort geheim; für alles, was über dein Konto geschieht, bist zunächst du verantwortlich.</li>
<li>Benutzernamen, die andere beleidigen oder täuschen, können wir ändern oder sperren.</li>
</ul>
<h2>Inhalte, die du einstellst</h2>
<ul>
<li>Lade nur Inhalte hoch und verlinke nur Dateien, für die du die nötigen Rechte hast oder die frei verbreitet werden dürfen.</li>
<li>Bewertungen und Kommentare bleiben sachlich: keine Beleidigungen, keine Werbung, keine persönlichen Daten anderer.</li>
<li>Das Team kann Einträge, Releases und Beiträge prüfen, ändern oder entfernen und bei Verstößen Verwarnungen (Strikes) aussprechen oder Konten sperren.</li>
</ul>
<h2>Links zu externen Diensten</h2>
<p>Regal speichert keine Dateien, sondern verweist auf externe Hoster. Für deren Inhalte, Verfügbarkeit und Bedingungen sind die jeweiligen Anbieter verantwortlich. Melde uns rechtswidrige Inhalte über ein Ticket – wir entfernen gemeldete Links nach Prüfung.</p>
<h2>Was wir zusagen</h2>
<p>Wir betreiben Regal nach bestem Können, aber ohne Zusage einer bestimmten Verfügbarkeit. Funktionen können sich ändern oder wegfallen.</p>', jsonb_build_object('title', 'Nutzungsbedingungen von Regal', 'description', 'Die Regeln für die Nutzung von Regal: was erlaubt ist, was nicht und was wir zusagen können.')) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "pages" ("title", "slug", "body", "seo") VALUES ('Support', 'support', '<h2>Häufige Fragen</h2>
<h3>Ein Link ist offline – was tun?</h3>
<p>Das Status-Bild neben dem Hoster zeigt, ob ein Link zuletzt erreichbar war. Probier einen anderen Mirror oder Hoster. Ist alles offline, melde den Release über ein Ticket; wir prüfen ihn und ersetzen die Links, wenn möglich.</p>
<h3>Wie funktioniert der Warenkorb?</h3>
<p>Lege Releases in den Warenkorb und lade anschließend alle Links gesammelt als Container-Datei (DLC) herunter oder schicke sie direkt an deinen jDownloader. Dafür muss jDownloader auf deinem Rechner laufen.</p>
<h3>Was ist die NFO-Suche?</h3>
<p>Die NFO-Suche schlägt einen Release-Namen bei xREL nach und zeigt passende Releases mit ihrem IMDb-Verweis. Bei vielen Anfragen greift das Limit von xREL – warte dann kurz und suche erneut.</p>
<h3>Ich habe mein Passwort vergessen.</h3>
<p>Nutze auf der Anmeldeseite „Passwort vergessen“. Du bekommst eine E-Mail mit einem Link, über den du ein neues Passwort setzt.</p>
<h2>Kontakt zum Team</h2>
<p>Angemeldet erreichst du uns über <strong>Meine Tickets</strong>: Beschreibe dein Anliegen möglichst genau, bei Releases mit dem vollständigen Release-Namen. Wir antworten im Ticket.</p>', jsonb_build_object('title', 'Support – Hilfe rund um Regal', 'description', 'Hilfe zu Konto, Warenkorb, Downloads und toten Links – und wie du das Team erreichst.')) ON CONFLICT ("slug") DO NOTHING;
