/**
 * Work-permit application (/work-permit/apply) with its success and records views (?view=success or
 * records): the form, the confirmation after submitting, and the staff member's applications with
 * their review status. Staff who are not signed in are sent to the work-permit login first.
 */
import { Picker, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { WorkPermitApplyBody } from '../../../../types/accounts'
import { AUDIENCE_ID_TYPES, type AudienceIdType } from '../../../../types/orders'
import { SubmitButton, TextField, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t, type MessageKey } from '../../../i18n'
import { router } from '../../../router'
import { stores } from '../../../stores'
import { newRandomKey } from '../../../stores/account'
import '../account-bind/index.css'

type View3 = 'form' | 'success' | 'records'
const idTypeLabel = (x: AudienceIdType) => t(`account.idType.${x}` as MessageKey)

export default observer(function WorkPermitApplyPage() {
  const { account } = stores
  const params = useRouter().params
  const [view, setView] = useState<View3>(params.view === 'records' ? 'records' : 'form')
  useTitle(t(view === 'records' ? 'account.workPermit.records' : 'account.workPermit.applyTitle'))
  const [form, setForm] = useState({ name: '', company: '', jobTitle: '', eventName: '', idNo: '' })
  const [idType, setIdType] = useState<AudienceIdType>('ID_CARD')
  // One key per filled-in form: a retried submit of the same form is the same application.
  const [key, setKey] = useState(() => newRandomKey().slice(0, 32))

  useEffect(() => {
    if (!account.staff) void router.redirect('workPermitLogin')
    else if (view === 'records') void account.loadWorkPermits()
  }, [account, view])

  const { busy, run: submit } = useBusyAction(async () => {
    const body: WorkPermitApplyBody = { ...form, idType, idempotencyKey: key }
    await account.applyWorkPermit(body)
    setView('success')
  })

  const field = (name: keyof typeof form, label: MessageKey) => (
    <TextField label={t(label)} value={form[name]} testId={`wp-${name}`} onInput={(v) => setForm({ ...form, [name]: v })} />
  )
  const ready = Object.values(form).every((v) => v.trim())

  return (
    <PageShell name='workPermitApply'>
      <View className='account-form' data-view={view}>
        {view === 'form' ? (
          <>
            <Text className='account-form__title'>{t('account.workPermit.applyTitle')}</Text>
            {field('name', 'account.workPermit.name')}
            {field('company', 'account.workPermit.company')}
            {field('jobTitle', 'account.workPermit.jobTitle')}
            {field('eventName', 'account.workPermit.event')}
            <Picker mode='selector' range={AUDIENCE_ID_TYPES.map(idTypeLabel)} value={AUDIENCE_ID_TYPES.indexOf(idType)} onChange={(e) => setIdType(AUDIENCE_ID_TYPES[Number(e.detail.value)] ?? 'ID_CARD')}>
              <View className='account-row' data-testid='wp-idType'>
                <Text>{t('account.workPermit.idType')}</Text>
                <Text className='account-row__value'>{idTypeLabel(idType)} ›</Text>
              </View>
            </Picker>
            {field('idNo', 'account.workPermit.idNo')}
            <SubmitButton testId='wp-submit' disabled={!ready} busy={busy} onClick={submit}>
              {t('account.workPermit.submit')}
            </SubmitButton>
            <View className='account-form__links'>
              <Text className='account-form__link' data-testid='wp-to-records' onClick={() => setView('records')}>
                {t('account.workPermit.records')}
              </Text>
            </View>
          </>
        ) : null}
        {view === 'success' ? (
          <>
            <Text className='account-form__title' data-testid='wp-success'>{t('account.workPermit.successTitle')}</Text>
            <Text className='account-form__note'>{t('account.workPermit.successText')}</Text>
            <SubmitButton testId='wp-to-records' onClick={() => setView('records')}>{t('account.workPermit.records')}</SubmitButton>
          </>
        ) : null}
        {view === 'records' ? (
          <>
            <Text className='account-form__title'>{t('account.workPermit.records')}</Text>
            {account.workPermits.length === 0 ? <Text className='account-form__note'>{t('account.workPermit.noRecords')}</Text> : null}
            {account.workPermits.map((r) => (
              <View key={r.applicationId} className='work-permit-record' data-testid='wp-record' data-status={r.status}>
                <View className='work-permit-record__head'>
                  <Text>{r.eventName}</Text>
                  <Text>{t(`account.workPermit.status.${r.status}` as MessageKey)}</Text>
                </View>
                <Text className='work-permit-record__meta'>
                  {r.name} · {r.company} · {r.jobTitle} · {r.idNo}
                </Text>
              </View>
            ))}
            <SubmitButton
              plain
              onClick={() => {
                setKey(newRandomKey().slice(0, 32))
                setView('form')
              }}
            >
              {t('account.workPermit.again')}
            </SubmitButton>
          </>
        ) : null}
      </View>
    </PageShell>
  )
})
