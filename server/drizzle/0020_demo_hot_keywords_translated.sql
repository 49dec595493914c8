-- Demo data only (issue 13): the demo home layouts' search bar stored its hot keywords as plain strings
-- ["星光","Swan"], so every language saw them as they were (the English home showed 星光). The seed now
-- writes translation objects; this brings a database seeded before that (npm start's .data) in line.
-- Only layouts of the two demo merchants whose c-search still holds exactly the old value change.
UPDATE catalog_layouts l SET components = (
    SELECT jsonb_agg(
        CASE WHEN c->>'componentId' = 'c-search' AND c->'config'->'hotKeywords' = '["星光","Swan"]'::jsonb
          THEN jsonb_set(c, '{config,hotKeywords}', CASE WHEN l.merchant_id = '10002'
            THEN '[{"zh-CN":"星光"},{"zh-CN":"天鹅湖"}]'::jsonb
            ELSE '[{"zh-MO":"星光","zh-CN":"星光","en-US":"Starlight"},{"zh-MO":"天鵝湖","zh-CN":"天鹅湖","en-US":"Swan Lake"}]'::jsonb
          END)
          ELSE c
        END ORDER BY e.ord)
    FROM jsonb_array_elements(l.components) WITH ORDINALITY AS e(c, ord)
  )
  WHERE l.merchant_id IN ('10001', '10002')
    AND l.components @> '[{"componentId":"c-search","config":{"hotKeywords":["星光","Swan"]}}]'::jsonb;
