export const messages = {
  'routing.comingSoon.eyebrow': 'Coming soon',
  'routing.comingSoon.body': 'This page is on its way. We’re putting the finishing touches on it.',
  'routing.comingSoon.note':
    'Please check back soon, or use the help link below if you need us now.',
} as const;
