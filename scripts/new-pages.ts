/**
 * Dev tool: creates the page file for every route of src/router/routes.ts that has none yet,
 * as a coming-soon page in the three languages. Run with `npx tsx scripts/new-pages.ts`.
 * Existing pages are never touched.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROUTES, pagePathOf } from '../src/router/routes'

const root = path.resolve(__dirname, '..', 'src')
let created = 0
for (const route of ROUTES) {
  const file = path.join(root, `${pagePathOf(route)}.tsx`)
  if (fs.existsSync(file)) continue
  const dir = path.dirname(file)
  const rel = path.relative(dir, path.join(root, 'components/coming-soon')).split(path.sep).join('/')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(
    file,
    `import { ComingSoon } from '${rel}'\n\n/** ${route.name}: not built yet; the coming-soon page says so in the buyer's language. */\nexport default function Page() {\n  return <ComingSoon route='${route.name}' />\n}\n`,
  )
  fs.writeFileSync(file.replace(/\.tsx$/, '.config.ts'), `export default definePageConfig({ navigationBarTitleText: '' })\n`)
  created += 1
}
console.log(`created ${created} page(s)`)
