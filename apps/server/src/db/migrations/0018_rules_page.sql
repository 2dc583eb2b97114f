-- The community rules as an editable content page (slug "rules"): the public rules page reads it,
-- dashboard/rules edits it with the page editor. Re-running never overwrites an edited page.
INSERT INTO "pages" ("title", "slug", "body", "seo") VALUES ('Regeln', 'rules', '<h2>Umgangston</h2>
<p>Bleib freundlich und sachlich. Beleidigungen, Hetze und persönliche Angriffe werden entfernt.</p>
<h2>Uploads</h2>
<ul><li><p>Lade nur Releases hoch, die zum Eintrag passen.</p></li><li><p>Gib Sprache, Qualität und Größe richtig an.</p></li><li><p>Keine Links zu Schadsoftware oder Weiterleitungsseiten.</p></li></ul>
<h2>Bewertungen</h2>
<p>Bewerte den Eintrag, nicht andere Mitglieder. Spam und Werbung sind keine Bewertungen.</p>
<h2>Verwarnungen</h2>
<p>Wer gegen die Regeln verstößt, bekommt eine Verwarnung (Strike). Ab einer vom Team festgelegten Zahl an Verwarnungen kannst du keine Bewertungen mehr schreiben und nichts mehr hochladen, bis eine Verwarnung aufgehoben ist.</p>', jsonb_build_object('title', 'Regeln der Community', 'description', 'Die Regeln für Umgangston, Uploads und Bewertungen und was eine Verwarnung bedeutet.'))
ON CONFLICT DO NOTHING;
