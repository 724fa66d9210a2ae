/** Tamil (ta) browser-wallet words: வாலட், நெட்வொர்க், கட்டணம் and QR குறியீடு as in ta.ts, "பரிவர்த்தனை" for a transaction unsourced; each name before its noun ("${wallet} வாலட்டில்"), so no suffix is put on a name; the polite "-ங்கள்" imperative and terse buttons, as in ta.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'ta',
  $name: 'தமிழ்',
  $dir: 'ltr',
  walletsHeading: 'பிரவுசர் வாலட்டிலிருந்து செலுத்த',
  payWith: (wallet) => `${wallet} மூலம் செலுத்த`,
  confirmInWallet: (wallet) => `${wallet} வாலட்டில் கட்டணத்தை உறுதிப்படுத்துங்கள்.`,
  walletCancelled: 'வாலட்டில் ரத்து செய்தீர்கள். எதுவும் அனுப்பப்படவில்லை.',
  walletWrongChain: (network) =>
    `உங்கள் வாலட் ${network} நெட்வொர்க்கில் இல்லை, அதனால் எதுவும் அனுப்பப்படவில்லை. வாலட்டை ${network} நெட்வொர்க்கிற்கு மாற்றி மீண்டும் முயலுங்கள்.`,
  walletChainUnknown: (network) =>
    `உங்கள் வாலட்டில் ${network} நெட்வொர்க் இல்லை, அதனால் எதுவும் அனுப்பப்படவில்லை. ${network} நெட்வொர்க்கை வாலட்டில் சேர்த்து மீண்டும் முயலுங்கள், அல்லது QR குறியீட்டையோ முகவரியையோ பயன்படுத்துங்கள்.`,
  walletBusy:
    'உங்கள் வாலட் முந்தைய கோரிக்கைக்காக இன்னும் காத்திருக்கிறது. அதைத் திறந்து, அந்தக் கோரிக்கையை முடியுங்கள் அல்லது மூடுங்கள், பிறகு மீண்டும் முயலுங்கள்.',
  walletFailed: 'உங்கள் வாலட்டால் கட்டணத்தை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள், அல்லது QR குறியீட்டையோ முகவரியையோ பயன்படுத்துங்கள்.',
  walletSent: 'உங்கள் வாலட்டிலிருந்து அனுப்பப்பட்டது',
  walletSentNext: 'இந்தப் பக்கத்தைத் திறந்தே வையுங்கள்: கட்டணம் வந்தவுடன் இது மாறும். மீண்டும் அனுப்ப வேண்டாம்.',
  transaction: 'பரிவர்த்தனை',
  viewTransaction: 'பரிவர்த்தனையைக் காண்க',
} satisfies WalletTranslation);
