export const messages = {
  'platform.error.heading': 'We’re sorry',
  'platform.error.message':
    'We’re experiencing technical issues and can’t complete your request right now. Please try again in a few minutes.',
  'platform.error.helpIntro': 'Until then, we can help you',
  'platform.error.chat': 'Chat with an agent',
  'platform.error.newTab': '(opens in a new tab)',
  'platform.error.callPrefix': 'or call us at',
  'platform.error.reference': 'If you contact us, quote this reference:',
} as const;
