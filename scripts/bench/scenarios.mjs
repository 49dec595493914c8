/** Endpoints `npm run bench` drives; each domain adds its own rows. */
const MERCHANT = { 'merchant-id': '10001' }

export const SCENARIOS = [
  { name: 'health', path: '/api/health' },
  { name: 'shop config', path: '/api/home/pub/v5/shop/configs?lang=en', headers: MERCHANT },
]
