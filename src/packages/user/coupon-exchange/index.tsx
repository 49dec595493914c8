/**
 * Redeem a coupon code (/coupon/exchange, open to anyone): type the code, check it (the coupon it
 * gives is shown), then redeem. Checking and redeeming need a login, which comes back here.
 */
import '../messages'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { CouponTemplateView } from '../../../../types/coupons'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { showToast } from '../../../platform/ui'
import { router } from '../../../router'
import { checkExchangeCode, exchangeCode } from '../../../services/coupons'
import { CouponCard, validityOfTemplate } from '../coupon-ui'

export default observer(function CouponExchange() {
  useTitle(t('route.couponExchange'))
  const [code, setCode] = useState('')
  const [found, setFound] = useState<CouponTemplateView | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async (fn: (c: string) => Promise<void>) => {
    const c = code.trim()
    if (!c) return showToast(t('coupon.exchange.empty'))
    if (busy || !(await router.requireLogin())) return
    setBusy(true)
    try {
      await fn(c)
    } catch {
      // The request module has shown the server's message (wrong or used code).
    } finally {
      setBusy(false)
    }
  }
  const check = () => run(async (c) => setFound(await checkExchangeCode(c)))
  const redeem = () =>
    run(async (c) => {
      await exchangeCode(c)
      showToast(t('coupon.exchange.done'))
      setFound(null)
      setCode('')
      void router.redirect('coupon')
    })

  return (
    <PageShell name='couponExchange'>
      <View className='cp-form'>
        <Input className='cp-input' data-testid='coupon-code-input' value={code} maxlength={64} placeholder={t('coupon.exchange.placeholder')} onInput={(e) => (setCode(e.detail.value), setFound(null))} />
        <Text className='cp-btn' data-testid='coupon-code-check' onClick={() => void check()}>
          {t('coupon.exchange.check')}
        </Text>
      </View>
      {found ? (
        <View data-testid='coupon-code-found'>
          <CouponCard coupon={found} validity={validityOfTemplate(found)} />
          <View className='cp-links'>
            <Text className='cp-btn' data-testid='coupon-code-redeem' onClick={() => void redeem()}>
              {t('coupon.exchange.submit')}
            </Text>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
})
