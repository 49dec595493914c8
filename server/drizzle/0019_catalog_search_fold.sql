-- Keyword search that punctuation and spacing cannot break (issue 13: "話劇雷" must find 話劇《雷雨》).
-- catalog_search_fold lower-cases a name and removes spaces and punctuation; the ranges are spelled as
-- \uXXXX code points because [[:punct:]] and [[:space:]] only cover ASCII under the C locale. The app
-- folds keywords with the same ranges (server/src/modules/catalog/search-text.ts, PG_IGNORED_CLASS; a
-- test keeps them equal). search_text becomes the folded names joined by '|', a character no folded
-- keyword holds, so a keyword never matches across two names.
CREATE OR REPLACE FUNCTION catalog_search_fold(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(lower(coalesce(name, '')), '[\u0009-\u000d\u0020-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f\u2190-\u21ff\u2500-\u25ff\u2600-\u27bf\u3000-\u303f\u30fb\ufe10-\ufe1f\ufe30-\ufe6f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]', '', 'g') $$;
--> statement-breakpoint
UPDATE catalog_shows s SET search_text = x.text
  FROM (
    SELECT s2.merchant_id, s2.show_id, concat_ws('|',
        catalog_search_fold(s2.show_name->>'zh-CN'), catalog_search_fold(s2.show_name->>'zh-MO'), catalog_search_fold(s2.show_name->>'en-US'),
        catalog_search_fold(v.name->>'zh-CN'), catalog_search_fold(v.name->>'zh-MO'), catalog_search_fold(v.name->>'en-US'),
        catalog_search_fold(c.city_name->>'zh-CN'), catalog_search_fold(c.city_name->>'zh-MO'), catalog_search_fold(c.city_name->>'en-US')) AS text
    FROM catalog_shows s2
    LEFT JOIN catalog_venues v ON v.merchant_id = s2.merchant_id AND v.venue_id = s2.venue_id
    LEFT JOIN catalog_cities c ON c.merchant_id = s2.merchant_id AND c.city_id = s2.city_id
  ) x
  WHERE s.merchant_id = x.merchant_id AND s.show_id = x.show_id AND s.search_text IS DISTINCT FROM x.text;
