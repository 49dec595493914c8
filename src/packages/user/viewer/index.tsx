/**
 * Attendees (/viewer, login needed): the buyer's real-name attendees, 50 a page with "load more", each
 * with its issuing country or region and, for mainland ID cards, the birth date and gender the number
 * gives; add and edit in a form (name, document type, issuing country or region — fixed to mainland
 * China for a mainland ID card — document number, phone; the server validates the number and its
 * localised message is shown under the field); delete with a confirm. Stored numbers come back masked,
 * so editing asks for the number again. Opened for a show (`showId`, from the confirm page) the list is
 * the one for that show (the list API's showId).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Audience } from '../../../../types/orders'
import { confirm, SubmitButton, TextField, toast, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { isRequestError } from '../../../request'
import { createAudience, deleteAudience, listAudiences, updateAudience } from '../../../services/audiences'
import type { MessageKey } from '../../../i18n'
import { audienceFacts, audienceProblem, EMPTY_LIST, hasMore, ID_TYPES, inputOfDraft, mergePage, nameProblem, problemText, REGIONS, sanitiseIdNo, type AudienceDraft, type ListState } from './rules'
import '../address/index.css'

type Editing = { id: string | null; draft: AudienceDraft; touched: boolean; serverError: string }

export default function ViewerPage() {
  useTitle(t('route.viewer'))
  const showId = useRouter().params.showId || undefined
  const [list, setList] = useState<ListState>(EMPTY_LIST)
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  const [editing, setEditing] = useState<Editing | null>(null)
  const [busy, setBusy] = useState(false)
  const listRef = useRef(list)
  listRef.current = list

  const loadPage = useCallback(async (pageIndex: number) => {
    setState('loading')
    try {
      const page = await listAudiences(pageIndex, [], showId)
      setList(mergePage(listRef.current, page, pageIndex))
      setState('ready')
    } catch {
      setState('error')
    }
  }, [showId])
  useEffect(() => {
    void loadPage(0)
  }, [loadPage])

  const set = (patch: Partial<AudienceDraft>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch }, serverError: '' } : e))
  const problem = editing ? audienceProblem(editing.draft) : null

  const save = async () => {
    if (!editing || busy) return
    if (problem) {
      setEditing({ ...editing, touched: true })
      return toast(problemText(problem))
    }
    const input = inputOfDraft(editing.draft)
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
    const err = (key: string) => (editing.touched && problem === key ? problemText(problem) : undefined)
    // A name too long or with characters no document carries is said at once, while typing; an empty
    // one once the buyer tried to save. The field never cuts what was typed or pasted (maxlength -1).
    const named = nameProblem(d.name)
    const nameError = named && (editing.touched || named !== 'viewer.error.name') ? problemText(named) : undefined
    return (
      <PageShell name='viewer'>
        <View className='account-form' data-testid='viewer-form'>
          <Text className='account-form__title'>{editing.id ? t('viewer.editTitle') : t('viewer.add')}</Text>
          <TextField label={t('viewer.field.name')} value={d.name} maxlength={-1} testId='viewer-name' placeholder={t('viewer.field.namePlaceholder')} error={nameError} onInput={(v) => set({ name: v })} />
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
          <View className='form-field'>
            <Text className='form-field__label'>{t('viewer.field.region')}</Text>
            {d.idType === 'ID_CARD' ? (
              <Text className='account-form__note' data-testid='viewer-region-fixed'>
                {t('viewer.region.CN')} · {t('viewer.regionFixed')}
              </Text>
            ) : (
              <View className='account-chips' data-testid='viewer-region'>
                {REGIONS.map((r) => (
                  <Text key={r} className={`account-chip ${d.countryRegion === r ? 'account-chip--on' : ''}`} data-value={r} onClick={() => set({ countryRegion: r })}>
                    {t(`viewer.region.${r}` as MessageKey)}
                  </Text>
                ))}
              </View>
            )}
            {err('viewer.error.region') ? <Text className='form-field__error'>{err('viewer.error.region')}</Text> : null}
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
                <Text className='book-card__sub'>
                  {a.idNoMasked}
                  {audienceFacts(a).region ? (
                    <Text data-testid='viewer-item-region' data-value={a.countryRegion ?? ''}>
                      {' · '}
                      {audienceFacts(a).region}
                    </Text>
                  ) : null}
                </Text>
                {audienceFacts(a).born ? (
                  <Text className='book-card__sub' data-testid='viewer-item-born'>
                    {audienceFacts(a).born}
                  </Text>
                ) : null}
                <View className='book-card__actions'>
                  <Text
                    className='book-card__action'
                    data-testid='viewer-edit'
                    onClick={() =>
                      setEditing({ id: a.audienceId, draft: { name: a.name, idType: a.idType, idNo: '', phone: a.phone ?? '', countryRegion: a.countryRegion ?? '' }, touched: false, serverError: '' })
                    }
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
        <SubmitButton testId='viewer-add' onClick={() => setEditing({ id: null, draft: { name: '', idType: 'ID_CARD', idNo: '', phone: '', countryRegion: '' }, touched: false, serverError: '' })}>
          {t('viewer.add')}
        </SubmitButton>
      </View>
    </PageShell>
  )
}
