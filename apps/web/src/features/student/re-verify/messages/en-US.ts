export const messages = {
  'reverify.title': 'Verify you’re still a student',
  'reverify.loading': 'Opening your link…',
  'reverify.lead':
    'Hi {firstName}, your student verification with {schoolName} ends on {date}. Verify your enrolment again to keep your student price.',
  'reverify.lead.expired':
    'Hi {firstName}, your student verification with {schoolName} ended on {date}. Verify your enrolment again to get your student price back.',
  'reverify.sentTo': 'Last time you verified with {maskedEmail}.',

  'reverify.invalid.title': 'This link doesn’t work anymore',
  'reverify.invalid.body':
    'The link may have expired or been copied incompletely. Sign in to your account to see your plan and verify again from there.',
  'reverify.invalid.signIn': 'Sign in to my account',

  'reverify.step.title': 'Your school email',
  'reverify.step.lead':
    'We’ll send a 6-digit code to your college or university email address. It works for {minutes, plural, one {# minute} other {# minutes}}.',
  'reverify.step.firstName': 'First name',
  'reverify.step.lastName': 'Last name',
  'reverify.step.email': 'School email address',
  'reverify.step.email.hint': 'For example, name@university.edu',
  'reverify.step.required': 'Fill in this field.',
  'reverify.step.invalid': 'Check what you typed.',
  'reverify.step.email.invalid': 'Enter an email address, like name@university.edu.',
  'reverify.step.email.notAcademic':
    'This isn’t a college or university email address. Use the address your school gave you.',
  'reverify.step.send': 'Send my code',
  'reverify.step.sending': 'Sending…',
  'reverify.step.codeSent': 'We sent a code to {email} ({schoolName}).',
  'reverify.step.code': 'Verification code',
  'reverify.step.code.hint': '6 digits, from the email we just sent',
  'reverify.step.code.wrong':
    'That code isn’t right. {attemptsLeft, plural, one {# try left.} other {# tries left.}}',
  'reverify.step.code.expired': 'This code has expired. Send a new one.',
  'reverify.step.code.spent': 'This code can’t be used anymore. Send a new one.',
  'reverify.step.verify': 'Verify',
  'reverify.step.verifying': 'Checking…',
  'reverify.step.newCode': 'Send a new code',
  'reverify.step.otherEmail': 'Use another email address',
  'reverify.step.failed': 'We couldn’t verify your enrolment right now. Try again in a moment.',
  'reverify.humanCheck.title': 'One more step',
  'reverify.humanCheck.body': 'Many codes were asked for. Show us you’re a person to send another.',
  'reverify.humanCheck.refused': 'The check didn’t work. Try it again.',

  'reverify.renew.notSame':
    'This verification is for another student than the one our email was sent to.',
  'reverify.renew.done': 'This enrolment has already been verified again.',

  'reverify.confirm.title': 'Your student plan',
  'reverify.confirm.loading': 'Checking your plan…',
  'reverify.confirm.verified': 'You’re verified as a student until {date}.',
  'reverify.confirm.signIn.title': 'Sign in to keep your student price',
  'reverify.confirm.signIn.body':
    'You’re verified. Sign in to the account your streaming plan is on to finish.',
  'reverify.confirm.signIn': 'Sign in',
  'reverify.rollover.title': 'At your next renewal',
  'reverify.rollover.lead':
    'Your plan switches to the student plan when it renews on {date}. You keep your current plan until then, and nothing is charged today.',
  'reverify.rollover.confirm': 'Switch to the student plan',
  'reverify.rollover.confirming': 'Switching…',
  'reverify.offer.title': 'Your student plan, starting today',
  'reverify.offer.lead':
    'Your current offer ends today and the student plan takes its place. Here’s what you pay.',
  'reverify.offer.today': 'Charged today to your card on file',
  'reverify.offer.then': 'Next bill, on {date}',
  'reverify.offer.card': 'Card on file: {brand} ending in {last4}',
  'reverify.offer.confirm': 'Confirm and switch',
  'reverify.offer.confirming': 'Switching…',
  'reverify.checkout.title': 'Get the student plan',
  'reverify.checkout.body':
    'You don’t have an active streaming plan. Subscribe to the student plan with your verification.',
  'reverify.checkout.go': 'See the student plan',
  'reverify.again.title': 'Your verification has ended',
  'reverify.again.body': 'Verify your enrolment again to keep your student price.',
  'reverify.again.go': 'Verify again',
  'reverify.refused': 'We couldn’t make this change. Nothing was charged.',

  'reverify.rolloverComplete.title': 'You’re set for the student plan',
  'reverify.rolloverComplete.body':
    'From {date}, you’re on the student plan. You keep your current plan until then.',
  'reverify.rolloverComplete.pending':
    'Your plan switches to the student plan at its next renewal.',
  'reverify.complete.title': 'You’re on the student plan',
  'reverify.complete.body': 'Your student price applies from today.',
  'reverify.complete.charged': 'Charged today: {amount}',
  'reverify.complete.account': 'Go to my account',

  'reverify.error.title': 'Something went wrong',
  'reverify.error.body':
    'We couldn’t finish your student verification. Nothing was charged. Try again from the link in your email, or sign in to your account.',
  'reverify.error.again': 'Try again',
} as const;
