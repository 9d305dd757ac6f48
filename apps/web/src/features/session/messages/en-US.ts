export const messages = {
  'session.timeout.title': 'Session Timeout',
  'session.timeout.expired': 'Your session expired due to inactivity.',
  'session.timeout.startOverText':
    'To keep your information safe, you’ll need to start over. If you started from an email, please restart from that email.',
  'session.timeout.startOver': 'Start over',
} as const;
