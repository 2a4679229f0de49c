-- Decision 042: a licence's facts are its own. Until now a licence added by hand or by import
-- without a template borrowed the renewal rule, authority and official link of the catalogue
-- template the server chose for its level, place and business type. This takes back what was
-- borrowed from licences without a template, and only that:
-- - authority (and its French) and source_url become null where they equal those of a template of
--   the licence's level that applies to its business's place (federal; its province's; its city's,
--   the city compared as core's placeKey does). A value no such template has is the user's.
-- - the renewal rule becomes the 12-month term a licence without a rule takes, where it equals such
--   a template's rule and the authority or link of that same template shows it was borrowed from it.
--   The expiry date is kept when it was set by hand (is_manually_changed); otherwise it was worked
--   out by the borrowed rule, and is worked out again by core's estimateExpiry for 12 months (issue
--   date + 12 months; when that has passed on the business's today, the first whole number of
--   years after today, marked estimated). "I'm on it" belongs to an expiry date: a new date clears it.
-- The current period repeats the licence's dates. Bookmarks follow by the licence triggers.
WITH place_names AS (
  SELECT city AS name FROM businesses
  UNION
  SELECT city FROM license_templates WHERE city IS NOT NULL
),
folded AS (
  SELECT name,
    trim(regexp_replace(lower(translate(name,
      'àâäáãåéèêëíìîïóòôöõúùûüçñÿœæÀÂÄÁÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ',
      'aaaaaaeeeeiiiiooooouuuucnyoaaaaaaaeeeeiiiiooooouuuucny')), '[^a-z0-9]+', ' ', 'g')) AS folded
  FROM place_names
),
place_keys AS (
  -- core's PLACE_NAME_ALIASES
  SELECT f.name, coalesce(a.target, f.folded) AS key
  FROM folded f
  LEFT JOIN (VALUES
    ('quebec city', 'quebec'),
    ('ville de quebec', 'quebec'),
    ('city of quebec', 'quebec'),
    ('dawson', 'dawson city'),
    ('goose bay', 'happy valley goose bay'),
    ('salliq', 'coral harbour')
  ) AS a(alias, target) ON a.alias = f.folded
),
-- Templates of the licence's level whose authority or link equals the licence's (two equality
-- joins: a licence that shares neither with any template is never compared further) ...
same_values AS (
  SELECT l.id AS license_id, l.business_id, t.level, t.province, t.city, t.issuing_authority,
    t.source_url, t.renewal_rule
  FROM licenses l
  JOIN license_templates t ON t.level = l.level AND t.issuing_authority = l.authority
  WHERE l.template_id IS NULL
  UNION ALL
  SELECT l.id, l.business_id, t.level, t.province, t.city, t.issuing_authority, t.source_url, t.renewal_rule
  FROM licenses l
  JOIN license_templates t ON t.level = l.level AND t.source_url = l.source_url
  WHERE l.template_id IS NULL
),
-- ... that apply where the licence's business is: the ones the old choice could have picked.
candidates AS (
  SELECT v.*
  FROM same_values v
  JOIN businesses b ON b.id = v.business_id
  LEFT JOIN place_keys bk ON bk.name = b.city
  LEFT JOIN place_keys tk ON tk.name = v.city
  WHERE v.level = 'federal'
    OR (v.level = 'provincial' AND upper(trim(v.province)) = upper(trim(b.province)))
    OR (v.level = 'municipal'
      AND (v.province IS NULL OR upper(trim(v.province)) = upper(trim(b.province)))
      AND tk.key <> '' AND tk.key = bk.key)
),
borrowed AS (
  SELECT l.id,
    bool_or(c.issuing_authority = l.authority) AS authority,
    bool_or(c.source_url = l.source_url) AS source_url,
    bool_or(c.renewal_rule = l.renewal_rule
      AND (c.issuing_authority = l.authority OR c.source_url = l.source_url)) AS rule
  FROM licenses l
  JOIN candidates c ON c.license_id = l.id
  GROUP BY l.id
),
twelve_months AS (
  SELECT l.id,
    l.renewal_rule <> '{"kind":"term","months":12}'::jsonb AND b.rule AS reset_rule,
    (now() AT TIME ZONE biz.time_zone)::date AS today,
    extract(year FROM age((now() AT TIME ZONE biz.time_zone)::date, l.issued_date))::int AS years
  FROM licenses l
  JOIN borrowed b ON b.id = l.id
  JOIN businesses biz ON biz.id = l.business_id
  WHERE b.authority OR b.source_url OR b.rule
),
estimated AS (
  SELECT m.id, m.reset_rule,
    CASE
      WHEN (l.issued_date + interval '12 months')::date > m.today THEN (l.issued_date + interval '12 months')::date
      WHEN (l.issued_date + make_interval(months => 12 * (m.years + 1)))::date > m.today
        THEN (l.issued_date + make_interval(months => 12 * (m.years + 1)))::date
      ELSE (l.issued_date + make_interval(months => 12 * (m.years + 2)))::date
    END AS expiry_date,
    (l.issued_date + interval '12 months')::date <= m.today AS expiry_estimated
  FROM twelve_months m
  JOIN licenses l ON l.id = m.id
),
repaired AS (
  UPDATE licenses l SET
    authority = CASE WHEN b.authority THEN NULL ELSE l.authority END,
    authority_fr = CASE WHEN b.authority THEN NULL ELSE l.authority_fr END,
    source_url = CASE WHEN b.source_url THEN NULL ELSE l.source_url END,
    renewal_rule = CASE WHEN e.reset_rule THEN '{"kind":"term","months":12}'::jsonb ELSE l.renewal_rule END,
    expiry_date = CASE WHEN e.reset_rule AND NOT l.is_manually_changed THEN e.expiry_date ELSE l.expiry_date END,
    expiry_estimated = CASE
      WHEN e.reset_rule AND NOT l.is_manually_changed THEN e.expiry_estimated
      ELSE l.expiry_estimated
    END,
    reminders_acknowledged_at = CASE
      WHEN e.reset_rule AND NOT l.is_manually_changed AND l.expiry_date IS DISTINCT FROM e.expiry_date THEN NULL
      ELSE l.reminders_acknowledged_at
    END,
    updated_at = now()
  FROM borrowed b
  JOIN estimated e ON e.id = b.id
  WHERE l.id = b.id
  RETURNING l.id, l.expiry_date
)
UPDATE license_periods p SET expiry_date = r.expiry_date
FROM repaired r
WHERE p.license_id = r.id AND p.is_current AND p.expiry_date IS DISTINCT FROM r.expiry_date;
