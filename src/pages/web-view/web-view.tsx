/**
 * Web view (/web-view?url=…): pages outside the app — a payment provider's cashier, a partner's seat
 * picking, merchant links — opened inside a mini-program. H5 never lands here for an outside URL (the
 * router leaves for it directly); a missing or non-http(s) URL says the page could not be opened.
 */
import { Text, View, WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { t } from '../../i18n'
import { webViewTarget } from '../../utils/web-view-target'

export default function Page() {
  const target = webViewTarget(useRouter().params.url)
  if (target) return <WebView src={target} />
  return (
    <PageShell name='webView'>
      <View style={{ padding: '48px 24px', textAlign: 'center' }} data-testid='web-view-invalid'>
        <Text>{t('router.jumpFailed')}</Text>
      </View>
    </PageShell>
  )
}
