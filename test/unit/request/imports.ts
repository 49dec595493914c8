/** One import point for tests that need the module and the i18n switch together. */
export * from '../../../src/request'
export { setLang, t } from '../../../src/i18n'
