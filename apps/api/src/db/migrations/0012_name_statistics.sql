-- A text search is planned from the sampled names: with the default sample a word in 1 % of the names was
-- estimated at 0.05 %, so the planner read a thousand scattered rows through the trigram index instead of
-- the category and price index it already filters by. A tenfold sample keeps such estimates near the truth.
ALTER TABLE "products" ALTER COLUMN "name_lower" SET STATISTICS 1000;
