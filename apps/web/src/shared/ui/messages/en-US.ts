export const messages = {
  'ui.loader.label': 'Loading, please wait',
  'ui.shell.skipLink': 'Skip to main content',
  'ui.shell.home': 'Orbit Radio home',
  'ui.shell.help': 'Help',
  'ui.shell.contact': 'Contact us',
  'ui.shell.copyright': '© Orbit Radio. All rights reserved.',
  'ui.stepper.label': 'Step {current} of {total}',
} as const;
