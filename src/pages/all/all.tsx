/** All (tab 1): every show category of the shop. */
import { observer } from 'mobx-react-lite'
import { t } from '../../i18n'
import { PageShell } from '../../components/page-shell'
import { Section } from '../../components/section'
import { CategoryGrid } from '../../components/category-grid'
import { SearchEntry } from '../../components/search-entry'
import { useTabPage } from '../../components/use-tab-page'

export default observer(function AllCategories() {
  useTabPage('all')
  return (
    <PageShell name='all'>
      <Section>
        <SearchEntry light />
      </Section>
      <Section title={t('all.categories')}>
        <CategoryGrid large />
      </Section>
    </PageShell>
  )
})
