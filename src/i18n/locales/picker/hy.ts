/** Armenian (hy) coin picker words: "Ընտրեք վճարման եղանակ", "Որոնել" and "Շարունակել" as Cake Wallet has them in Armenian, "կրիպտոարժույթ" for a coin unsourced; խանութ, the polite plural imperative and Armenian punctuation (։ and ․), as in hy.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'hy',
  $name: 'Հայերեն',
  $dir: 'ltr',
  chooseMethod: 'Ընտրեք վճարման եղանակը',
  searchMethods: 'Որոնել կրիպտոարժույթներ և ցանցեր',
  noMethodMatches: 'Ձեր որոնմանը համապատասխան կրիպտոարժույթ կամ ցանց չկա։',
  noMethods: 'Այս պատվերի համար վճարման եղանակ հասանելի չէ։ Դիմեք խանութին։',
  continueToPay: 'Շարունակել',
  preparingPayment: 'Ձեր վճարումը պատրաստվում է…',
  methodFailed: 'Վճարման այս եղանակը չհաջողվեց կարգավորել։ Ընտրեք այն կրկին կամ մեկ այլը։',
  payWithAnotherCoin: 'Վճարել այլ կրիպտոարժույթով',
  switchWarning:
    'Եթե արդեն ուղարկել եք վճարումը, մի փոխեք կրիպտոարժույթը․ սպասեք, մինչև այն հասնի, կամ դիմեք խանութին։',
  switchAnyway: 'Ընտրել այլ կրիպտոարժույթ',
  keepMethod: 'Պահել այս վճարումը',
} satisfies PickerTranslation);
