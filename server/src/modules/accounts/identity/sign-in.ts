/**
 * The browser side of Google and Apple sign-in on H5, shaped like the providers' own redirect flow:
 * - GET  /user/pub/v1/identity/authorize?provider=GOOGLE|APPLE&returnUrl=/login?...&state=...
 *   The app leaves for this address. A shop that does not offer the provider is sent straight back
 *   with `#error=unavailable`; with the sandbox verifiers (IDENTITY_PROVIDER=sandbox) the buyer goes
 *   on to the sandbox consent page below; with live verifiers the redirect to Google's or Apple's own
 *   page is not built yet, so the answer is `#error=unavailable` too (live tokens still verify when a
 *   client obtains them itself, e.g. with Google's or Apple's JS SDK).
 * - GET  /sandbox/identity/:provider   the sandbox's consent page (plain HTML, no script): the buyer
 *   names the account to sign in with (an email, a name) or cancels;
 * - POST /sandbox/identity/:provider   mints a sandbox ID token for that person (the same email is
 *   the same person every time) and sends the browser back to returnUrl with
 *   `#id_token=...&state=...&provider=...` (or `#error=access_denied&state=...`), which the app posts
 *   to google_login / apple_login.
 * returnUrl must be a path of this origin, so a token is only ever handed to the app itself; `state`
 * is the app's own random value, echoed so the app can tell its answer from a forged one.
 * The sandbox routes exist only while the sandbox verifiers are in use and sandboxes are allowed: a
 * production server registers none (config/index.ts) and does not start on them (config/production.ts).
 */
import { createHash } from 'node:crypto'
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX } from '../../../../../types/api.js'
import type { Lang } from '../../../../../types/lang.js'
import { pickTranslation } from '../../../i18n/translations.js'
import { requireMerchant } from '../../../http/merchant.js'
import type { AccountsModule } from '../index.js'
import { isValidEmail, normaliseEmail } from '../validation.js'
import type { SandboxIdentity } from './sandbox.js'
import { escapeHtml as esc } from '../../../lib/html.js'

type Provider = 'GOOGLE' | 'APPLE'

const PROVIDER_NAME: Record<Provider, string> = { GOOGLE: 'Google', APPLE: 'Apple' }

const StateSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' })
const ReturnUrlSchema = Type.String({ minLength: 1, maxLength: 1024 })

const AuthorizeQuery = Type.Object({
  provider: Type.Union([Type.Literal('GOOGLE'), Type.Literal('APPLE')]),
  returnUrl: ReturnUrlSchema,
  state: StateSchema,
})
const ConsentParams = Type.Object({ provider: Type.Union([Type.Literal('google'), Type.Literal('apple')]) })
const ConsentQuery = Type.Object({ returnUrl: ReturnUrlSchema, state: StateSchema })
const ConsentBody = Type.Object({
  returnUrl: ReturnUrlSchema,
  state: StateSchema,
  action: Type.Union([Type.Literal('allow'), Type.Literal('cancel')]),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  name: Type.Optional(Type.String({ maxLength: 64 })),
})

/** A path of this origin: '/x...', never '//host', a backslash, a fragment or a control character. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !/[\\#\s\p{C}]/u.test(url)
}

/** Back to the app with the provider's answer in the fragment (never sent to a server, kept out of logs). */
function backToApp(reply: FastifyReply, returnUrl: string, answer: Record<string, string>, code: 302 | 303 = 302) {
  return reply.redirect(`${returnUrl}#${new URLSearchParams(answer)}`, code)
}

/** The sandbox's person for an email: stable, so the same email signs in the same account again. */
export function sandboxSubject(provider: Provider, email: string): string {
  return `sandbox-${provider.toLowerCase()}-${createHash('sha256').update(`${provider}|${email}`).digest('hex').slice(0, 32)}`
}

const TEXT = {
  title: {
    'zh-CN': '{provider} 登录（沙箱）',
    'zh-MO': '{provider} 登入（沙箱）',
    'en-US': 'Sign in with {provider} (sandbox)',
  },
  intro: {
    'zh-CN': '「{shop}」请求使用您的 {provider} 账号登录。这是演示用的沙箱，不会连接真实的 {provider}。',
    'zh-MO': '「{shop}」請求使用您的 {provider} 帳號登入。這是示範用的沙箱，不會連接真實的 {provider}。',
    'en-US': '“{shop}” asks to sign you in with your {provider} account. This is the demo sandbox: no real {provider} account is used.',
  },
  email: { 'zh-CN': '邮箱', 'zh-MO': '電郵', 'en-US': 'Email' },
  name: { 'zh-CN': '名字（选填）', 'zh-MO': '名稱（選填）', 'en-US': 'Name (optional)' },
  allow: { 'zh-CN': '继续', 'zh-MO': '繼續', 'en-US': 'Continue' },
  cancel: { 'zh-CN': '取消', 'zh-MO': '取消', 'en-US': 'Cancel' },
  badEmail: { 'zh-CN': '请输入有效的邮箱地址', 'zh-MO': '請輸入有效的電郵地址', 'en-US': 'Please enter a valid email address' },
  badReturn: { 'zh-CN': '返回地址无效', 'zh-MO': '返回地址無效', 'en-US': 'The return address is not valid' },
} satisfies Record<string, Record<Lang, string>>

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '')

function consentPage(lang: Lang, o: { provider: Provider; shop: string; action: string; returnUrl: string; state: string; email?: string; name?: string; error?: string }): string {
  const vars = { provider: PROVIDER_NAME[o.provider], shop: o.shop }
  const title = fill(TEXT.title[lang], vars)
  const hidden = `<input type="hidden" name="returnUrl" value="${esc(o.returnUrl)}"><input type="hidden" name="state" value="${esc(o.state)}">`
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}label{display:block;margin:.8rem 0 .3rem}
input[type=email],input[type=text]{box-sizing:border-box;width:100%;padding:.7rem;font-size:1rem;border:1px solid #bbb;border-radius:6px}
button{display:block;width:100%;margin:.6rem 0;padding:.8rem;font-size:1rem;border-radius:6px;border:1px solid #888;background:#fff}
button#allow{background:#1a73e8;border-color:#1a73e8;color:#fff}.error{color:#c5221f}</style></head><body>
<h1 id="title">${esc(title)}</h1><p id="intro">${esc(fill(TEXT.intro[lang], vars))}</p>
<form method="post" action="${esc(o.action)}">${hidden}
<label for="email">${esc(TEXT.email[lang])}</label><input id="email" name="email" type="email" autocomplete="email" value="${esc(o.email ?? '')}">
${o.error ? `<p class="error" id="error">${esc(o.error)}</p>` : ''}
<label for="name">${esc(TEXT.name[lang])}</label><input id="name" name="name" type="text" maxlength="64" value="${esc(o.name ?? '')}">
<button id="allow" type="submit" name="action" value="allow">${esc(TEXT.allow[lang])}</button>
<button id="cancel" type="submit" name="action" value="cancel" formnovalidate>${esc(TEXT.cancel[lang])}</button>
</form></body></html>`
}

function badReturnPage(lang: Lang): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(TEXT.badReturn[lang])}</title></head><body><p id="error">${esc(TEXT.badReturn[lang])}</p></body></html>`
}

export const identitySignInRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { repo, verifiers } = accounts
  const sandbox = accounts.sandboxes && verifiers.name === 'sandbox' ? (verifiers as SandboxIdentity) : null
  const lang = (r: FastifyRequest) => r.ctx.lang
  const offered = async (merchantId: string, provider: Provider) => (await repo.loginConfig(merchantId)).identityLogins[provider]
  const refuseReturn = (request: FastifyRequest, reply: FastifyReply) => reply.code(400).type('text/html; charset=utf-8').send(badReturnPage(lang(request)))

  app.get<{ Querystring: Static<typeof AuthorizeQuery> }>(
    '/user/pub/v1/identity/authorize',
    { preHandler: requireMerchant, schema: { querystring: AuthorizeQuery } },
    async (request, reply) => {
      const { provider, returnUrl, state } = request.query
      if (!isAppPath(returnUrl)) return refuseReturn(request, reply)
      const merchantId = request.ctx.merchantId as string
      if (!sandbox || !(await offered(merchantId, provider))) return backToApp(reply, returnUrl, { error: 'unavailable', state, provider })
      const query = new URLSearchParams({ merchantId, lang: request.ctx.lang, returnUrl, state })
      return reply.redirect(`${API_PREFIX}/sandbox/identity/${provider.toLowerCase()}?${query}`, 302)
    },
  )

  if (!sandbox) return

  await app.register(async (scope) => {
    // The consent page's buttons are a plain HTML form.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })
    const pub = { auth: 'public' as const }
    const shopOf = async (request: FastifyRequest) => {
      const row = await repo.shopName(request.ctx.merchantId as string)
      return row ? pickTranslation(row.name, lang(request), row.defaultLang) : ''
    }

    scope.get<{ Params: Static<typeof ConsentParams>; Querystring: Static<typeof ConsentQuery> }>(
      '/sandbox/identity/:provider',
      { config: pub, preHandler: requireMerchant, schema: { params: ConsentParams, querystring: ConsentQuery } },
      async (request, reply) => {
        const provider = request.params.provider.toUpperCase() as Provider
        const { returnUrl, state } = request.query
        if (!isAppPath(returnUrl)) return refuseReturn(request, reply)
        if (!(await offered(request.ctx.merchantId as string, provider))) return backToApp(reply, returnUrl, { error: 'unavailable', state, provider })
        const action = `${request.url.split('?')[0]}?${new URLSearchParams({ merchantId: request.ctx.merchantId as string, lang: lang(request) })}`
        return reply.type('text/html; charset=utf-8').send(consentPage(lang(request), { provider, shop: await shopOf(request), action, returnUrl, state }))
      },
    )

    scope.post<{ Params: Static<typeof ConsentParams>; Body: Static<typeof ConsentBody> }>(
      '/sandbox/identity/:provider',
      { config: pub, preHandler: requireMerchant, schema: { params: ConsentParams, body: ConsentBody } },
      async (request, reply) => {
        const provider = request.params.provider.toUpperCase() as Provider
        const { returnUrl, state, action } = request.body
        if (!isAppPath(returnUrl)) return refuseReturn(request, reply)
        if (!(await offered(request.ctx.merchantId as string, provider))) return backToApp(reply, returnUrl, { error: 'unavailable', state, provider }, 303)
        if (action === 'cancel') return backToApp(reply, returnUrl, { error: 'access_denied', state, provider }, 303)
        const email = normaliseEmail(request.body.email ?? '')
        const name = (request.body.name ?? '').trim()
        if (!isValidEmail(email)) {
          const again = `${request.url.split('?')[0]}?${new URLSearchParams({ merchantId: request.ctx.merchantId as string, lang: lang(request) })}`
          const page = consentPage(lang(request), { provider, shop: await shopOf(request), action: again, returnUrl, state, email: request.body.email, name, error: TEXT.badEmail[lang(request)] })
          return reply.code(400).type('text/html; charset=utf-8').send(page)
        }
        const person = { subject: sandboxSubject(provider, email), email, name: name || undefined }
        const mintOptions = { now: accounts.now() }
        const idToken = provider === 'GOOGLE' ? await sandbox.mintGoogle(person, mintOptions) : await sandbox.mintApple(person, mintOptions)
        return backToApp(reply, returnUrl, { id_token: idToken, state, provider }, 303)
      },
    )
  })
}
