/**
 * Switch skin (settings → skin; spec core §1 theme modes): follow the system, dark or light. The choice
 * is saved through the platform storage adapter (platform/theme.ts) and applies at once and on later
 * visits; a `?theme=` page parameter still forces a skin for one visit.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t, type MessageKey } from '../../../i18n'
import { currentTheme, getThemeMode, setThemeMode, THEME_MODES, type ThemeMode } from '../../../platform/theme'
import { stores } from '../../../stores'
import './index.css'

const LABELS: Record<ThemeMode, MessageKey> = { system: 'browse.skin.system', dark: 'browse.skin.dark', light: 'browse.skin.light' }

export default observer(function SwitchSkin() {
  useTitle(t('route.switchSkin'))
  const [mode, setMode] = useState<ThemeMode>(getThemeMode)
  const choose = (next: ThemeMode) => {
    setThemeMode(next)
    setMode(next)
    stores.app.setTheme(currentTheme())
  }
  return (
    <PageShell name='switchSkin'>
      <Section>
        <View className='skin-modes' data-testid='skin-modes' data-mode={mode}>
          {THEME_MODES.map((m) => (
            <View key={m} className={`skin-mode ${m === mode ? 'skin-mode--on' : ''}`} data-testid='skin-mode' data-mode={m} onClick={() => choose(m)}>
              <View className='skin-mode__text'>
                <Text className='skin-mode__label'>{t(LABELS[m])}</Text>
                {m === 'system' && <Text className='skin-mode__hint'>{t('browse.skin.systemHint')}</Text>}
              </View>
              <Text className='skin-mode__check'>{m === mode ? '✓' : ''}</Text>
            </View>
          ))}
        </View>
      </Section>
    </PageShell>
  )
})
