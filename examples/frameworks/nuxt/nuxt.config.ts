export default defineNuxtConfig({
  compatibilityDate: '2026-11-01',
  devtools: { enabled: false },
  app: { head: { htmlAttrs: { lang: 'en' }, link: [{ rel: 'icon', href: '/favicon.svg' }] } },
  // <crypto-checkout> is a custom element, not a Vue component: Vue leaves it to the browser, on the server too.
  vue: { compilerOptions: { isCustomElement: (tag) => tag === 'crypto-checkout' } },
});
