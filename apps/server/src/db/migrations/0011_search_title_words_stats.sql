-- The planner ignores statistics of partial-index expressions, so the title-word index of 0010 was
-- estimated with a default selectivity (500 rows for `ein`, which matches 10,600 titles) and a broad
-- stop-word search was taken for a few-matches one and ranked in full. Expression statistics give
-- the planner the word frequencies (docs/decisions/003-search-engine.md, "Stop words").
CREATE STATISTICS IF NOT EXISTS entries_title_words_stats ON (regal_title_words(title, original_title)) FROM entries;
--> statement-breakpoint
ANALYZE entries;
