// `.client`: the element registers in the browser only, before Vue hydrates the page.
import 'crypto-checkout';

export default defineNuxtPlugin(() => {});
