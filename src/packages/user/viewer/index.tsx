/**
 * Attendees (/viewer, login needed): the buyer's real-name attendees, 50 a page with "load more"; add
 * and edit in a form (name, document type, document number — the server validates the number and its
 * localised message is shown under the field); delete with a confirm. Stored numbers come back masked,
 * so editing asks for the number again.
 */
import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Audience } from '../../../../types/orders'
import { confirm, SubmitButton, TextField, toast, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { isRequestError } from '../../../request'
import { createAudience, deleteAudience, listAudiences, updateAudience } from '../../../services/audiences'
import { audienceProblem, EMPTY_LIST, hasMore, ID_TYPES, mergePage, sanitiseIdNo, type AudienceDraft, type ListState } from './rules'
import '../address/index.css'

type Editing = { id: string | null; draft: AudienceDraft; touched: boolean; serverError: string }

export default function ViewerPage() {
  useTitle(t('route.viewer'))
  const [list, setList] = useState<ListState>(EMPTY_LIST)
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  const [editing, setEditing] = useState<Editing | null>(null)
  const [busy, setBusy] = useState(false)
  const listRef = useRef(list)
  listRef.current = list

  const loadPage = useCallback(async (pageIndex: number) => {
    setState('loading')
    try {
      const page = await listAudiences(pageIndex)
      setList(mergePage(listRef.current, page, pageIndex))
      setState('ready')
    } catch {
      setState('error')
    }
  }, [])
  useEffect(() => {
    void loadPage(0)
  }, [loadPage])

  const set = (patch: Partial<AudienceDraft>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch }, serverError: '' } : e))
  const problem = editing ? audienceProblem(editing.draft) : null

  const save = async () => {
    if (!editing || busy) return
    if (problem) {
      setEditing({ ...editing, touched: true })
      return toast(t(problem))
    }
    const phone = editing.draft.phone.trim()
    const input = { name: editing.draft.name.trim(), idType: editing.draft.idType, idNo: editing.draft.idNo.trim(), ...(phone ? { phone } : {}) }
    setBusy(true)
    try {
      if (editing.id) await updateAudience(editing.id, input)
      else await createAudience(input)
      toast(t('addressbook.saved'))
      setEditing(null)
      await loadPage(0)
    } catch (err) {
      // The request module toasted the server's message already; keep it under the field too.
      if (isRequestError(err)) setEditing((e) => (e ? { ...e, serverError: err.message } : e))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (a: Audience) => {
    if (!(await confirm(t('viewer.deleteConfirm')))) return
    try {
      await deleteAudience(a.audienceId)
      toast(t('addressbook.deleted'))
      await loadPage(0)
    } catch {
      // Shown by the request module.
    }
  }

  if (editing) {
    const d = editing.draft
    const err = (key: string) => (editing.touched && problem === key ? t(problem) : undefined)
    return (
      <PageShell name='viewer'>
        <View className='account-form' data-testid='viewer-form'>
          <Text className='account-form__title'>{editing.id ? t('viewer.editTitle') : t('viewer.add')}</Text>
          <TextField label={t('viewer.field.name')} value={d.name} maxlength={64} testId='viewer-name' placeholder={t('viewer.field.namePlaceholder')} error={err('viewer.error.name')} onInput={(v) => set({ name: v })} />
          <View className='form-field'>
            <Text className='form-field__label'>{t('viewer.field.idType')}</Text>
            <View className='account-chips' data-testid='viewer-id-type'>
              {ID_TYPES.map((k) => (
                <Text key={k} className={`account-chip ${d.idType === k ? 'account-chip--on' : ''}`} data-value={k} onClick={() => set({ idType: k })}>
                  {t(`viewer.idType.${k}`)}
                </Text>
              ))}
            </View>
          </View>
          <TextField
            label={t('viewer.field.idNo')}
            value={d.idNo}
            maxlength={20}
            testId='viewer-id-no'
            placeholder={editing.id ? t('viewer.field.idNoKeep') : t('viewer.field.idNoPlaceholder')}
            error={editing.serverError || err('viewer.error.idNo')}
            onInput={(v) => set({ idNo: sanitiseIdNo(v) })}
          />
          <TextField
            label={t('viewer.field.phone')}
            value={d.phone}
            type='number'
            maxlength={11}
            testId='viewer-phone'
            placeholder={t('viewer.field.phonePlaceholder')}
            error={err('viewer.error.phone')}
            onInput={(v) => set({ phone: v.replace(/\D/g, '').slice(0, 11) })}
          />
          <SubmitButton testId='viewer-save' busy={busy} onClick={() => void save()}>
            {t('addressbook.save')}
          </SubmitButton>
          <SubmitButton plain testId='viewer-cancel' onClick={() => setEditing(null)}>
            {t('addressbook.cancel')}
          </SubmitButton>
        </View>
      </PageShell>
    )
  }

  return (
    <PageShell name='viewer'>
      <Section>
        <View className='account-rows' data-testid='viewer-list' data-total={list.total}>
          {list.items.length === 0 ? (
            <Text className='book-empty'>{state === 'loading' ? t('addressbook.loading') : state === 'error' ? t('addressbook.loadFailed') : t('viewer.empty')}</Text>
          ) : (
            list.items.map((a) => (
              <View key={a.audienceId} className='book-card' data-testid='viewer-item' data-id={a.audienceId}>
                <View className='book-card__head'>
                  <Text>{a.name}</Text>
                  <Text className='book-badge'>{t(`viewer.idType.${a.idType}`)}</Text>
                </View>
                <Text className='book-card__sub'>{a.idNoMasked}</Text>
                <View className='book-card__actions'>
                  <Text
                    className='book-card__action'
                    data-testid='viewer-edit'
                    onClick={() => setEditing({ id: a.audienceId, draft: { name: a.name, idType: a.idType, idNo: '', phone: a.phone ?? '' }, touched: false, serverError: '' })}
                  >
                    {t('addressbook.edit')}
                  </Text>
                  <Text className='book-card__action' data-testid='viewer-delete' onClick={() => void remove(a)}>
                    {t('addressbook.delete')}
                  </Text>
                </View>
              </View>
            ))
          )}
        </View>
      </Section>
      <View className='account-form'>
        {list.items.length > 0 ? <Text className='account-form__note'>{t('viewer.total', { n: list.total })}</Text> : null}
        {state === 'error' ? (
          <SubmitButton plain onClick={() => void loadPage(list.nextPage)}>
            {t('addressbook.retry')}
          </SubmitButton>
        ) : hasMore(list) ? (
          <SubmitButton plain testId='viewer-more' busy={state === 'loading'} onClick={() => void loadPage(list.nextPage)}>
            {t('viewer.loadMore')}
          </SubmitButton>
        ) : null}
        <SubmitButton testId='viewer-add' onClick={() => setEditing({ id: null, draft: { name: '', idType: 'ID_CARD', idNo: '', phone: '' }, touched: false, serverError: '' })}>
          {t('viewer.add')}
        </SubmitButton>
      </View>
    </PageShell>
  )
}
