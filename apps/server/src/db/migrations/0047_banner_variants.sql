-- The sizes of an uploaded home banner (schema/content.ts `banners.variants`), for the storefront's
-- srcset and the home page's preload hint. Banners saved before this named only their largest
-- WebP: their sizes are read from their stored files (`media`), as a save now does.
-- docs/requirements/catalogue.md §Home
ALTER TABLE "banners" ADD COLUMN "variants" jsonb;
--> statement-breakpoint
UPDATE "banners" AS b SET "variants" = f.variants
FROM (
  SELECT s.id, jsonb_build_object(
      'widths', jsonb_agg((m.parts)[1]::int ORDER BY (m.parts)[1]::int) FILTER (WHERE (m.parts)[2] = 'webp'),
      'avif', coalesce(jsonb_agg((m.parts)[1]::int ORDER BY (m.parts)[1]::int) FILTER (WHERE (m.parts)[2] = 'avif'), '[]'::jsonb)
    ) AS variants
  FROM (
    SELECT id, regexp_replace(substr(image, 8), '-\d+\.webp$', '') AS stem FROM "banners"
    WHERE image ~ '^/media/[^ ]+-\d+\.webp$'
  ) AS s
  JOIN (SELECT path, regexp_match(path, '-(\d+)\.(webp|avif)$') AS parts FROM "media" WHERE path ~ '-\d+\.(webp|avif)$') AS m
    ON starts_with(m.path, s.stem || '-') AND substr(m.path, length(s.stem) + 1) ~ '^-\d+\.(webp|avif)$'
  GROUP BY s.id
) AS f
WHERE f.id = b.id AND f.variants -> 'widths' IS NOT NULL AND f.variants -> 'widths' <> 'null'::jsonb;
