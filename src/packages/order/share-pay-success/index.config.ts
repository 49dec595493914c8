export default definePageConfig({ navigationBarTitleText: '' })
