/** Hindi (hi) coin picker words: "भुगतान" and "खोजें" as Cake Wallet has them, कॉइन for a coin (unsourced); स्टोर and polite आप, as in hi.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'hi',
  $name: 'हिन्दी',
  $dir: 'ltr',
  chooseMethod: 'भुगतान का तरीका चुनें',
  searchMethods: 'कॉइन और नेटवर्क खोजें',
  noMethodMatches: 'आपकी खोज से कोई कॉइन या नेटवर्क मेल नहीं खाता।',
  noMethods: 'इस ऑर्डर के लिए कोई भुगतान तरीका उपलब्ध नहीं है। कृपया स्टोर से संपर्क करें।',
  continueToPay: 'जारी रखें',
  preparingPayment: 'आपका भुगतान तैयार हो रहा है…',
  methodFailed: 'यह भुगतान तरीका सेट नहीं हो सका। इसे फिर से चुनें या कोई दूसरा चुनें।',
  payWithAnotherCoin: 'दूसरे कॉइन से भुगतान करें',
  switchWarning: 'अगर आप भुगतान भेज चुके हैं, तो कॉइन न बदलें: उसके पहुँचने का इंतज़ार करें या स्टोर से संपर्क करें।',
  switchAnyway: 'दूसरा कॉइन चुनें',
  keepMethod: 'यही भुगतान रखें',
} satisfies PickerTranslation);
