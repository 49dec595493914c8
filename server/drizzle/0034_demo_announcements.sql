-- Demo data only (issue 20): the demo shops' announcements (the home layout's ANNOUNCEMENT component
-- names A1), their popup notice and their customer-service time zone, for a database seeded before them
-- (npm start's .data). A fresh database has no merchants yet when this runs: the seed writes the same rows
-- (server/src/seed/announcements.ts). Only the two demo merchants, only rows that are missing.
INSERT INTO announcements (merchant_id, announcement_id, kind, title, content, more_url, publish_start, created_at, updated_at)
SELECT v.merchant_id, v.announcement_id, v.kind, v.title, v.content, v.more_url, '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z'
FROM (VALUES
  ('10001', 'A1', 'BANNER', '{"zh-MO": "購票請認準官方渠道", "zh-CN": "购票请认准官方渠道", "en-US": "Buy tickets only from official channels"}'::jsonb, '{"zh-MO": "本店是演出主辦方授權的官方售票渠道。請勿透過私人轉讓、社交群組或二手平台購票，以免買到無效票。\n\n實名購票的演出，入場時需出示與訂單一致的證件。", "zh-CN": "本店是演出主办方授权的官方售票渠道。请勿通过私人转让、社交群组或二手平台购票，以免买到无效票。\n\n实名购票的演出，入场时需出示与订单一致的证件。", "en-US": "This shop is the official ticket channel authorised by the promoters. Do not buy from private resellers, chat groups or second-hand platforms: such tickets may not admit you.\n\nFor real-name shows, bring the ID document named on your order to the entrance."}'::jsonb, '/agreement?id=ticket-terms'),
  ('10001', 'P1', 'POPUP', '{"zh-MO": "冬季戲劇節開票啦", "zh-CN": "冬季戏剧节开票啦", "en-US": "Winter Drama Festival tickets are on sale"}'::jsonb, '{"zh-MO": "冬季戲劇節全部劇目已開售，早鳥票數量有限，售完即止。\n\n如有疑問，請在客服工作時間內聯絡我們。", "zh-CN": "冬季戏剧节全部剧目已开售，早鸟票数量有限，售完即止。\n\n如有疑问，请在客服工作时间内联系我们。", "en-US": "Every show of the Winter Drama Festival is now on sale. Early-bird tickets are limited.\n\nQuestions? Contact customer service during its working hours."}'::jsonb, ''),
  ('10002', 'A1', 'BANNER', '{"zh-CN": "购票请认准官方渠道"}'::jsonb, '{"zh-CN": "本店是演出主办方授权的官方售票渠道。请勿通过私人转让、社交群组或二手平台购票，以免买到无效票。\n\n实名购票的演出，入场时需出示与订单一致的证件。"}'::jsonb, '/agreement?id=ticket-terms'),
  ('10002', 'P1', 'POPUP', '{"zh-CN": "冬季戏剧节开票啦"}'::jsonb, '{"zh-CN": "冬季戏剧节全部剧目已开售，早鸟票数量有限，售完即止。\n\n如有疑问，请在客服工作时间内联系我们。"}'::jsonb, '')
) AS v(merchant_id, announcement_id, kind, title, content, more_url)
WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.merchant_id = v.merchant_id)
ON CONFLICT (merchant_id, announcement_id) DO NOTHING;
--> statement-breakpoint
INSERT INTO customer_service_settings (merchant_id, time_zone, company_wechat_enabled, created_at, updated_at)
SELECT v.merchant_id, v.time_zone, v.company_wechat_enabled, '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z'
FROM (VALUES ('10001', 'Asia/Macau', true), ('10002', 'Asia/Shanghai', false)) AS v(merchant_id, time_zone, company_wechat_enabled)
WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.merchant_id = v.merchant_id)
ON CONFLICT (merchant_id) DO NOTHING;
