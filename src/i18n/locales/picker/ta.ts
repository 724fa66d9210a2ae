/** Tamil (ta) coin picker words: "கட்டண முறை" and "காயின்" for a coin as Tamil payment and exchange apps word them, unsourced here; கடை, "நெட்வொர்க்" and the polite "-ங்கள்" imperative, terse buttons, as in ta.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'ta',
  $name: 'தமிழ்',
  $dir: 'ltr',
  chooseMethod: 'கட்டண முறையைத் தேர்ந்தெடுங்கள்',
  searchMethods: 'காயின்கள், நெட்வொர்க்குகளைத் தேடுங்கள்',
  noMethodMatches: 'உங்கள் தேடலுக்குப் பொருந்தும் காயின் அல்லது நெட்வொர்க் எதுவும் இல்லை.',
  noMethods: 'இந்த ஆர்டருக்குக் கட்டண முறை எதுவும் கிடைக்கவில்லை. கடையைத் தொடர்புகொள்ளுங்கள்.',
  continueToPay: 'தொடர்',
  preparingPayment: 'உங்கள் கட்டணம் தயாராகிறது…',
  methodFailed: 'இந்தக் கட்டண முறையை அமைக்க முடியவில்லை. இதை மீண்டும் அல்லது வேறொன்றைத் தேர்ந்தெடுங்கள்.',
  payWithAnotherCoin: 'வேறு காயினில் செலுத்த',
  switchWarning:
    'நீங்கள் ஏற்கெனவே கட்டணத்தை அனுப்பியிருந்தால், காயினை மாற்ற வேண்டாம்: அது வந்து சேரும் வரை காத்திருங்கள், அல்லது கடையைத் தொடர்புகொள்ளுங்கள்.',
  switchAnyway: 'வேறு காயினைத் தேர்ந்தெடுங்கள்',
  keepMethod: 'இந்தக் கட்டணத்தையே தொடருங்கள்',
} satisfies PickerTranslation);
