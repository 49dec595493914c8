/**
 * Language (/language): the shop's languages, each named in itself. Switching relabels the app and
 * reloads the shop config in the new language; a logged-in buyer whose login method the new language
 * does not offer must log in again (spec accounts §4).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { alert, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { LANGS, t, type Lang } from '../../../i18n'
import { router } from '../../../router'
import { stores } from '../../../stores'
import { account } from '../../../stores/account-instance'
import { loginMethodsOf } from '../../../stores/account'

const OWN_NAMES: Record<Lang, string> = { 'zh-CN': '简体中文', 'zh-MO': '繁體中文', 'en-US': 'English' }

export default observer(function LanguagePage() {
  const { app, shop, session } = stores
  useTitle(t('route.language'))
  const langs = shop.config?.supportLanguages?.map((l) => ({ tag: l.langTag, name: l.langName || OWN_NAMES[l.langTag] })) ?? LANGS.map((tag) => ({ tag, name: OWN_NAMES[tag] }))

  const choose = async (lang: Lang) => {
    if (lang === app.lang) return
    app.chooseLang(lang)
    const config = await shop.load()
    if (!session.isLoggedIn) return
    const method = session.email ? 'EMAIL' : 'CELLPHONE'
    if (!loginMethodsOf(config ?? shop.config, lang).includes(method)) {
      // No choice is offered: the spec requires the logout, the notice only explains it.
      await alert(t('account.language.methodWarn'))
      await account.logout()
      await router.open(router.loginRoute())
    }
  }

  return (
    <PageShell name='language'>
      <Section>
        <View className='account-rows' data-testid='languages'>
          {langs.map((l) => (
            <View key={l.tag} className='account-row' data-lang={l.tag} data-on={l.tag === app.lang ? '1' : '0'} onClick={() => void choose(l.tag)}>
              <Text>{l.name}</Text>
              <Text className='account-row__value'>{l.tag === app.lang ? '✓' : ''}</Text>
            </View>
          ))}
        </View>
      </Section>
    </PageShell>
  )
})
