/** Tamil (ta) channel words: "டெபாசிட்" and "டெபாசிட் முகவரி" as in ta.ts, "கடை", the polite imperative. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'ta',
  $name: 'தமிழ்',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} டெபாசிட்`,
  channelCredit: (currency) =>
    `இந்த முகவரி எப்போதும் உங்களுடையது: எந்தத் தொகையையும் எப்போதும் அனுப்பலாம். ஒவ்வொரு டெபாசிட்டும் ${currency}-ஆக மாற்றப்பட்டு உங்கள் கணக்கில் சேர்க்கப்படும்.`,
  channelDisabled: {
    title: 'டெபாசிட்கள் நிறுத்தப்பட்டுள்ளன',
    body: 'இந்த முகவரிக்கான டெபாசிட்கள் உங்கள் கணக்கில் சேராது. எதையும் அனுப்ப வேண்டாம்: கடையைத் தொடர்புகொள்ளுங்கள்.',
  },
  deposits: 'உங்கள் டெபாசிட்கள்',
  noDeposits: 'இன்னும் டெபாசிட் இல்லை. நெட்வொர்க் பார்த்தவுடன் இங்கே தோன்றும்.',
  noDepositsDisabled: 'இந்த முகவரிக்கு டெபாசிட் எதுவும் இல்லை.',
  depositSent: 'அனுப்பியது',
  depositRate: 'மாற்று விகிதம்',
  depositFee: 'செயலாக்கக் கட்டணம்',
  depositConsolidationFee: 'ஒருங்கிணைப்புக் கட்டணம்',
  depositTransaction: 'பரிவர்த்தனை ஐடி',
  depositStatus: { completed: 'சேர்க்கப்பட்டது', pending: 'செயலாக்கத்தில்', rejected: 'சேர்க்கப்படவில்லை' },
  depositReceived: (amount, currency) => `டெபாசிட் பெறப்பட்டது: ${amount} ${currency}.`,
  depositsUnavailable: 'டெபாசிட்களை இப்போது ஏற்ற முடியவில்லை. மீண்டும் முயல்கிறது…',
  invalidChannel: 'இந்த டெபாசிட் முகவரியைக் காட்ட முடியவில்லை. கடையைத் தொடர்புகொள்ளுங்கள்.',
  channelWalletDidNotOpen: 'வாலட் திறக்கவில்லை. முகவரியை வாலட்டில் நகலெடுங்கள்.',
} satisfies ChannelTranslation);
