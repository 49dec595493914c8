/**
 * Address book (/address, login needed): the buyer's addresses with the default first and badged; add
 * and edit in a form (recipient, phone, region, detail, default switch); set default; delete with a
 * confirm. The server keeps exactly one default and at most 20 addresses.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import { ADDRESS_MAX, type Address } from '../../../../types/addresses'
import { confirm, SubmitButton, TextField, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../../../services/addresses'
import { sanitisePhone } from '../../../utils/validation'
import { addressProblem, COUNTRY_CODES, draftOf, emptyDraft, inputOf, phoneLine, sortAddresses, type AddressDraft } from './rules'
import './index.css'

type Editing = { id: string | null; draft: AddressDraft; touched: boolean }

export default function AddressPage() {
  useTitle(t('route.address'))
  const [items, setItems] = useState<Address[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [editing, setEditing] = useState<Editing | null>(null)

  const load = useCallback(async () => {
    setFailed(false)
    try {
      setItems(sortAddresses(await listAddresses()))
    } catch {
      setFailed(true)
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  const set = (patch: Partial<AddressDraft>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e))
  const problem = editing ? addressProblem(editing.draft) : null

  const { busy, run: save } = useBusyAction(async () => {
    if (!editing) return
    if (problem) {
      setEditing({ ...editing, touched: true })
      return toast(t(problem))
    }
    const input = inputOf(editing.draft)
    if (editing.id) await updateAddress(editing.id, input)
    else await createAddress(input)
    toast(t('addressbook.saved'))
    setEditing(null)
    await load()
  })

  const makeDefault = async (a: Address) => {
    try {
      await setDefaultAddress(a.addressId)
      await load()
    } catch {
      // Shown by the request module.
    }
  }
  const remove = async (a: Address) => {
    if (!(await confirm(t('address.deleteConfirm')))) return
    try {
      await deleteAddress(a.addressId)
      toast(t('addressbook.deleted'))
      await load()
    } catch {
      // Shown by the request module.
    }
  }

  if (editing) {
    const d = editing.draft
    const err = (key: string) => (editing.touched && problem === key ? t(problem) : undefined)
    return (
      <PageShell name='address'>
        <View className='account-form' data-testid='address-form'>
          <Text className='account-form__title'>{editing.id ? t('address.editTitle') : t('address.add')}</Text>
          <TextField label={t('address.field.recipient')} value={d.recipient} maxlength={32} testId='address-recipient' placeholder={t('address.field.recipientPlaceholder')} error={err('address.error.recipient')} onInput={(v) => set({ recipient: v })} />
          <View className='form-field'>
            <View className='account-chips' data-testid='address-country'>
              {COUNTRY_CODES.map((c) => (
                <Text key={c} className={`account-chip ${d.countryCode === c ? 'account-chip--on' : ''}`} data-value={c} onClick={() => set({ countryCode: c, phone: sanitisePhone(c, d.phone) })}>
                  +{c}
                </Text>
              ))}
            </View>
          </View>
          <TextField
            label={t('address.field.phone')}
            value={d.phone}
            type='number'
            testId='address-phone'
            placeholder={t('address.field.phonePlaceholder')}
            error={err('address.error.phoneRequired') ?? err('address.error.phone')}
            onInput={(v) => set({ phone: sanitisePhone(d.countryCode, v) })}
          />
          <TextField label={t('address.field.area')} value={d.area} maxlength={100} testId='address-area' placeholder={t('address.field.areaPlaceholder')} error={err('address.error.area')} onInput={(v) => set({ area: v })} />
          <TextField label={t('address.field.detail')} value={d.detail} maxlength={200} testId='address-detail' placeholder={t('address.field.detailPlaceholder')} error={err('address.error.detail')} onInput={(v) => set({ detail: v })} />
          <View className='book-toggle' data-testid='address-default' data-on={d.isDefault ? '1' : '0'} onClick={() => set({ isDefault: !d.isDefault })}>
            <Text>{t('address.defaultSwitch')}</Text>
            <Text className={`account-chip ${d.isDefault ? 'account-chip--on' : ''}`}>{d.isDefault ? '✓' : '—'}</Text>
          </View>
          <SubmitButton testId='address-save' busy={busy} onClick={save}>
            {t('addressbook.save')}
          </SubmitButton>
          <SubmitButton plain testId='address-cancel' onClick={() => setEditing(null)}>
            {t('addressbook.cancel')}
          </SubmitButton>
        </View>
      </PageShell>
    )
  }

  const full = (items?.length ?? 0) >= ADDRESS_MAX
  return (
    <PageShell name='address'>
      <Section>
        <View className='account-rows' data-testid='address-list'>
          {items === null ? (
            <Text className='book-empty'>{failed ? t('addressbook.loadFailed') : t('addressbook.loading')}</Text>
          ) : items.length === 0 ? (
            <Text className='book-empty'>{t('address.empty')}</Text>
          ) : (
            items.map((a) => (
              <View key={a.addressId} className='book-card' data-testid='address-item' data-id={a.addressId} data-default={a.isDefault ? '1' : '0'}>
                <View className='book-card__head'>
                  <Text>{a.recipient}</Text>
                  <Text>{phoneLine(a)}</Text>
                  {a.isDefault ? <Text className='book-badge' data-testid='address-default-badge'>{t('address.default')}</Text> : null}
                </View>
                <Text className='book-card__sub'>
                  {a.area} {a.detail}
                </Text>
                <View className='book-card__actions'>
                  {a.isDefault ? null : (
                    <Text className='book-card__action' data-testid='address-make-default' onClick={() => void makeDefault(a)}>
                      {t('address.makeDefault')}
                    </Text>
                  )}
                  <Text className='book-card__action' data-testid='address-edit' onClick={() => setEditing({ id: a.addressId, draft: draftOf(a), touched: false })}>
                    {t('addressbook.edit')}
                  </Text>
                  <Text className='book-card__action' data-testid='address-delete' onClick={() => void remove(a)}>
                    {t('addressbook.delete')}
                  </Text>
                </View>
              </View>
            ))
          )}
        </View>
      </Section>
      <View className='account-form'>
        {failed ? (
          <SubmitButton plain onClick={() => void load()}>
            {t('addressbook.retry')}
          </SubmitButton>
        ) : null}
        {full ? <Text className='account-form__note'>{t('address.limit', { max: ADDRESS_MAX })}</Text> : null}
        <SubmitButton testId='address-add' disabled={items === null || full} onClick={() => setEditing({ id: null, draft: emptyDraft(!items?.length), touched: false })}>
          {t('address.add')}
        </SubmitButton>
      </View>
    </PageShell>
  )
}
