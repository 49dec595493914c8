/**
 * Language chooser: the languages the shop supports (all three until the shop config arrives).
 * Switching relabels the tab bar and reloads shop content in the new language.
 */
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LANGS, t, type Lang } from '../../i18n'
import { stores } from '../../stores'
import './index.css'
import { pressable } from '../a11y'

// Each language named in itself, short enough for the home header.
const NAMES: Record<Lang, string> = { 'zh-CN': '简体', 'zh-MO': '繁體', 'en-US': 'EN' }

export const LangSwitch = observer(function LangSwitch() {
  const { app, shop } = stores
  const supported = shop.config?.supportLanguages?.map((l) => l.langTag) ?? [...LANGS]
  const choose = (lang: Lang) => {
    if (lang === app.lang) return
    app.chooseLang(lang)
    void shop.load()
  }
  return (
    <View className='lang-switch' data-testid='lang-switch' role='group' aria-label={t('common.language')}>
      {supported.map((lang) => (
        <View
          key={lang}
          className={`lang-switch__item ${lang === app.lang ? 'lang-switch__item--on' : ''}`}
          data-lang={lang}
          onClick={() => choose(lang)}
          {...pressable()}
          aria-pressed={lang === app.lang ? 'true' : 'false'}
        >
          {NAMES[lang]}
        </View>
      ))}
    </View>
  )
})
