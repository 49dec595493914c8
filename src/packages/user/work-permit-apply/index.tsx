/**
 * Work-permit application (/work-permit/apply) with its success, records and permit views
 * (?view=records or permit): the form, the confirmation after submitting, the staff member's
 * applications with the merchant's decision (and the reason of a rejection), and the work permit
 * itself, which exists only once an application was approved. Staff who are not signed in are sent to
 * the work-permit login first.
 */
import '../messages'
import { Picker, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import type { WorkPermitApplyBody } from '../../../../types/accounts'
import { AUDIENCE_ID_TYPES, type AudienceIdType } from '../../../../types/orders'
import { SubmitButton, TextField, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t, type MessageKey } from '../../../i18n'
import { router } from '../../../router'
import { account } from '../../../stores/account-instance'
import { newRandomKey } from '../../../stores/account'
import '../account-bind/index.css'

type WorkPermitView = 'form' | 'success' | 'records' | 'permit'
const idTypeLabel = (x: AudienceIdType) => t(`account.idType.${x}` as MessageKey)
const when = (iso: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '')
const viewOf = (v: string | undefined): WorkPermitView => (v === 'records' || v === 'permit' ? v : 'form')

export default observer(function WorkPermitApplyPage() {
  const params = useRouter().params
  const [view, setView] = useState<WorkPermitView>(viewOf(params.view))
  useTitle(t(view === 'records' ? 'account.workPermit.records' : view === 'permit' ? 'account.workPermit.permitTitle' : 'account.workPermit.applyTitle'))
  const [form, setForm] = useState({ name: '', company: '', jobTitle: '', eventName: '', idNo: '' })
  const [idType, setIdType] = useState<AudienceIdType>('ID_CARD')
  // One key per filled-in form: a retried submit of the same form is the same application.
  const [key, setKey] = useState(() => newRandomKey().slice(0, 32))

  useEffect(() => {
    if (!account.staff) void router.redirect('workPermitLogin')
    else if (view === 'records') void account.loadWorkPermits().catch(() => undefined)
    else if (view === 'permit') void account.loadWorkPermitIdentity().catch(() => undefined)
  }, [view])
  const permit = account.staff?.permit ?? null
  const standing = account.staff?.standing ?? 'NONE'

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
              <View key={r.applicationId} className='work-permit-record' data-testid='wp-record' data-status={r.status} data-application={r.applicationId}>
                <View className='work-permit-record__head'>
                  <Text>{r.eventName}</Text>
                  <Text className={`work-permit-record__status work-permit-record__status--${r.status}`}>{t(`account.workPermit.status.${r.status}` as MessageKey)}</Text>
                </View>
                <Text className='work-permit-record__meta'>
                  {r.name} · {r.company} · {r.jobTitle} · {r.idNo}
                </Text>
                {r.status === 'REJECTED' && r.rejectReason ? (
                  <Text className='work-permit-record__reason' data-testid='wp-reject-reason'>
                    {t('account.workPermit.rejectReason', { reason: r.rejectReason })}
                  </Text>
                ) : null}
                {r.reviewedAt ? <Text className='work-permit-record__meta'>{t('account.workPermit.reviewedAt', { time: when(r.reviewedAt) })}</Text> : null}
              </View>
            ))}
            {account.workPermits.some((r) => r.status === 'APPROVED') ? (
              <SubmitButton testId='wp-to-permit' onClick={() => setView('permit')}>
                {t('account.workPermit.toPermit')}
              </SubmitButton>
            ) : null}
            <SubmitButton
              plain
              testId='wp-again'
              onClick={() => {
                setKey(newRandomKey().slice(0, 32))
                setView('form')
              }}
            >
              {t('account.workPermit.again')}
            </SubmitButton>
          </>
        ) : null}
        {view === 'permit' ? (
          <>
            <Text className='account-form__title'>{t('account.workPermit.permitTitle')}</Text>
            {permit ? (
              <View className='work-permit-card' data-testid='wp-permit' data-application={permit.applicationId}>
                <Text className='work-permit-card__event'>{permit.eventName}</Text>
                <Text className='work-permit-card__name'>{permit.name}</Text>
                <Text className='work-permit-card__meta'>
                  {permit.company} · {permit.jobTitle}
                </Text>
                <Text className='work-permit-card__meta'>{t('account.workPermit.approvedAt', { time: when(permit.approvedAt) })}</Text>
                <Text className='work-permit-card__note'>{t('account.workPermit.permitNote')}</Text>
              </View>
            ) : (
              <Text className='account-form__note' data-testid='wp-no-permit' data-standing={standing}>
                {standing === 'PENDING' || standing === 'REJECTED' ? t(`account.workPermit.standing.${standing}` as MessageKey) : t('account.workPermit.noRecords')}
              </Text>
            )}
            <View className='account-form__links'>
              <Text className='account-form__link' data-testid='wp-to-records' onClick={() => setView('records')}>
                {t('account.workPermit.records')}
              </Text>
            </View>
          </>
        ) : null}
      </View>
    </PageShell>
  )
})
