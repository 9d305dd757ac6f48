export const messages = {
  'checkout.chooser.title': 'Choose how you listen',
  'checkout.chooser.lead':
    'Pick a plan to get started. You’ll see the full price before you pay, and you can cancel online any time.',
  'checkout.chooser.streaming.title': 'Stream on the Orbit app',
  'checkout.chooser.streaming.body':
    'On your phone, computer, TV and smart speaker. No radio needed.',
  'checkout.chooser.satellite.title': 'Satellite radio in your car',
  'checkout.chooser.satellite.body': 'For the radio in your car, truck or boat.',
  'checkout.chooser.pick': 'Choose {packageName}',
  'checkout.chooser.failed': 'We couldn’t load our plans. Please try again.',
  'checkout.chooser.retry': 'Try again',
  'checkout.chooser.none': 'No plan can be bought online right now. Call us at {phone}.',
  'checkout.chooser.student.title': 'The student price isn’t applied',
  'checkout.chooser.student.invalid':
    'We couldn’t find that student verification. Verify your student status again, or choose a plan below.',
  'checkout.chooser.student.failed':
    'Your student verification has expired. Verify your student status again, or choose a plan below.',
  'checkout.chooser.student.used':
    'This student verification has already been used for a subscription. Verify your student status again, or choose a plan below.',
  'checkout.chooser.student.again': 'Verify my student status',
};
