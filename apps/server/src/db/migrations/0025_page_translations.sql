-- Content pages in English too (decision 021): an optional English version per page, served when the
-- reader asks for English; without one, English readers get the German text with a note.
ALTER TABLE "pages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- The default pages in English. Only pages without an English version get it, so re-running (or an
-- operator's own translation) is never overwritten.
UPDATE "pages" SET "translations" = jsonb_build_object('en', jsonb_build_object('title', 'About Regal', 'body', '<h2>What is Regal?</h2>
<p>Regal is a German-language catalogue of films, series, anime, documentaries, games, music and digital media such as audiobooks, e-books and comics. For every entry we collect the releases: name, language, size, group and the links to the hosters that keep the files.</p>
<h2>What Regal is not</h2>
<p>Regal stores no files itself. The links lead to outside services whose content and availability we cannot control. Whether a link can be reached right now is shown by the status image next to the hoster – it is a snapshot, not a guarantee.</p>
<h2>Who looks after the catalogue?</h2>
<p>Entries and releases are uploaded by registered members and checked by the team. You can report mistakes, dead links or wrong assignments to us with a ticket.</p>
<h2>The demo catalogue</h2>
<p>A fresh installation comes with a small demo catalogue of openly licensed and public-domain works, for example the open films of the Blender Studio. Each of these entries names the official source and the licence.</p>', 'seo', jsonb_build_object('title', 'About Regal – what the catalogue is and what it is not', 'description', 'Regal is a German-language catalogue of films, series, anime, documentaries, games, music and digital media with their releases.')))
WHERE "slug" = 'about' AND "translations" = '{}'::jsonb;
--> statement-breakpoint
UPDATE "pages" SET "translations" = jsonb_build_object('en', jsonb_build_object('title', 'Privacy', 'body', '<h2>What this is about</h2>
<p>This page describes which data this Regal installation processes. The operator of this installation is responsible; their contact details are in the imprint or on the support page.</p>
<h2>Without an account</h2>
<ul>
<li><strong>Server logs:</strong> When you open a page, the server processes technically necessary data such as IP address, time and the address requested, to deliver the page and to fend off abuse.</li>
<li><strong>Stored in your browser:</strong> Your cart, your choice between the light and the dark design and your language are kept locally in your browser (local storage or a language cookie). They do not leave your device until you do something with them.</li>
</ul>
<h2>With an account</h2>
<p>For an account we store your username, your email address and your password as a secure hash (we never know the password itself). Add to that what you create yourself: favourites, reviews, tickets, uploads and requests. You stay signed in through a token in your browser; sign out to delete it.</p>
<h2>Outside services</h2>
<p>The NFO search asks the public xREL interface through our server, so your IP address does not show up there; only the search term is sent. When you click a hoster link you leave Regal – from then on that service''s rules apply. Share buttons open their network only when you click them.</p>
<h2>Your rights</h2>
<p>You can ask what data we keep about you, have it corrected or have your account deleted. Write a ticket or use the contact on the support page.</p>', 'seo', jsonb_build_object('title', 'Privacy – which data Regal processes', 'description', 'Which data Regal stores, what for and for how long – without small print.')))
WHERE "slug" = 'privacy' AND "translations" = '{}'::jsonb;
--> statement-breakpoint
UPDATE "pages" SET "translations" = jsonb_build_object('en', jsonb_build_object('title', 'Terms of service', 'body', '<h2>Scope</h2>
<p>These terms apply to the use of this Regal installation – with and without an account. By registering you agree to them.</p>
<h2>Your account</h2>
<ul>
<li>One account per person. Keep your password secret; you are responsible in the first place for everything that happens through your account.</li>
<li>We may change or block usernames that insult or mislead others.</li>
</ul>
<h2>Content you post</h2>
<ul>
<li>Only upload content and link files for which you hold the necessary rights or which may be shared freely.</li>
<li>Reviews and comments stay factual: no insults, no advertising, no personal data of others.</li>
<li>The team may check, change or remove entries, releases and posts, and may give warnings (strikes) or block accounts for violations.</li>
</ul>
<h2>Links to outside services</h2>
<p>Regal stores no files but points to outside hosters. Their content, availability and terms are the responsibility of those providers. Report unlawful content to us with a ticket – we remove reported links after checking them.</p>
<h2>What we promise</h2>
<p>We run Regal as well as we can, but without promising any particular availability. Features may change or go away.</p>', 'seo', jsonb_build_object('title', 'Regal terms of service', 'description', 'The rules for using Regal: what is allowed, what is not and what we can promise.')))
WHERE "slug" = 'term-of-service' AND "translations" = '{}'::jsonb;
--> statement-breakpoint
UPDATE "pages" SET "translations" = jsonb_build_object('en', jsonb_build_object('title', 'Support', 'body', '<h2>Frequently asked questions</h2>
<h3>A link is offline – what now?</h3>
<p>The status image next to the hoster shows whether a link could be reached last time. Try another mirror or hoster. If everything is offline, report the release with a ticket; we check it and replace the links where we can.</p>
<h3>How does the cart work?</h3>
<p>Put releases into the cart and then download all their links at once as a container file (DLC), or send them straight to your jDownloader. jDownloader has to be running on your computer for that.</p>
<h3>What is the NFO search?</h3>
<p>The NFO search looks a release name up at xREL and shows matching releases with their IMDb reference. With many requests xREL''s limit applies – wait a moment and search again.</p>
<h3>I forgot my password.</h3>
<p>Use “Forgot password” on the sign-in page. You get an email with a link to set a new password.</p>
<h2>Contacting the team</h2>
<p>When signed in, reach us through <strong>My tickets</strong>: describe your request as precisely as you can, for releases with the full release name. We answer in the ticket.</p>', 'seo', jsonb_build_object('title', 'Support – help with Regal', 'description', 'Help with your account, the cart, downloads and dead links – and how to reach the team.')))
WHERE "slug" = 'support' AND "translations" = '{}'::jsonb;
--> statement-breakpoint
UPDATE "pages" SET "translations" = jsonb_build_object('en', jsonb_build_object('title', 'Rules', 'body', '<h2>Tone</h2>
<p>Stay friendly and factual. Insults, hate and personal attacks are removed.</p>
<h2>Uploads</h2>
<ul><li><p>Only upload releases that belong to the entry.</p></li><li><p>State language, quality and size correctly.</p></li><li><p>No links to malware or redirect pages.</p></li></ul>
<h2>Reviews</h2>
<p>Review the entry, not other members. Spam and advertising are not reviews.</p>
<h2>Warnings</h2>
<p>Whoever breaks the rules gets a warning (strike). From a number of warnings set by the team on, you can no longer write reviews or upload anything until a warning is lifted.</p>', 'seo', jsonb_build_object('title', 'Community rules', 'description', 'The rules for tone, uploads and reviews, and what a warning means.')))
WHERE "slug" = 'rules' AND "translations" = '{}'::jsonb;
