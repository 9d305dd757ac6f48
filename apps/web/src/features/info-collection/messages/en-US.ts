export const messages = {
  'infoCollection.lead':
    'Fill in the fields our care assistant asked for, then send them back to your chat.',
  'infoCollection.notAsked': 'Not needed now',
  'infoCollection.send': 'Send my details',
  'infoCollection.sending': 'Sending…',
  'infoCollection.choose': 'Choose…',
  'infoCollection.loading': 'Loading your form…',
  'infoCollection.tooMany.title': 'Too many tries',
  'infoCollection.tooMany.body': 'For your security, wait a few minutes before you try again.',

  'infoCollection.field.firstName': 'First name',
  'infoCollection.field.lastName': 'Last name',
  'infoCollection.field.phone': 'Phone number',
  'infoCollection.field.streetAddress': 'Street address',
  'infoCollection.field.city': 'City',
  'infoCollection.field.state': 'State',
  'infoCollection.field.zip': 'ZIP code',
  'infoCollection.field.email': 'Email',
  'infoCollection.field.esn': 'Radio ID or VIN',
  'infoCollection.field.accountNumber': 'Account number',
  'infoCollection.field.dateOfBirth': 'Date of birth (day and month)',

  'infoCollection.hint.phone': '10 digits, area code first.',
  'infoCollection.hint.esn':
    'Tune your radio to channel 0 to see its Radio ID, or use your vehicle’s 17-character VIN.',
  'infoCollection.hint.accountNumber': 'As shown on your bill.',
  'infoCollection.hint.dateOfBirth': 'DD/MM, like 07/03 for March 7.',

  'infoCollection.error.firstName.required': 'Enter your first name.',
  'infoCollection.error.firstName.invalid': 'Use letters only, up to 50.',
  'infoCollection.error.lastName.required': 'Enter your last name.',
  'infoCollection.error.lastName.invalid': 'Use letters only, up to 50.',
  'infoCollection.error.phone.required': 'Enter your phone number.',
  'infoCollection.error.phone.invalid': 'Enter a 10-digit phone number.',
  'infoCollection.error.streetAddress.required': 'Enter your street address.',
  'infoCollection.error.streetAddress.invalid':
    'Use 2 to 100 letters, numbers, spaces and , # - . ’ only.',
  'infoCollection.error.city.required': 'Enter your city.',
  'infoCollection.error.city.invalid': 'Use 2 to 50 letters, numbers and spaces.',
  'infoCollection.error.state.required': 'Choose your state.',
  'infoCollection.error.state.invalid': 'Choose your state.',
  'infoCollection.error.zip.required': 'Enter your ZIP code.',
  'infoCollection.error.zip.invalid': 'Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789.',
  'infoCollection.error.email.required': 'Enter your email.',
  'infoCollection.error.email.invalid': 'Enter an email like name@example.com.',
  'infoCollection.error.esn.required': 'Enter your Radio ID or VIN.',
  'infoCollection.error.esn.invalid':
    'Enter the 8 or 12 characters of your Radio ID, or your 17-character VIN.',
  'infoCollection.error.esn.checkDigit':
    'That VIN isn’t valid. Check each character against your registration.',
  'infoCollection.error.accountNumber.required': 'Enter your account number.',
  'infoCollection.error.accountNumber.invalid': 'Enter your account number as shown on your bill.',
  'infoCollection.error.dateOfBirth.required': 'Enter the day and month you were born.',
  'infoCollection.error.dateOfBirth.invalid': 'Enter a real day and month as DD/MM, like 07/03.',
  'infoCollection.error.cardData': 'Don’t enter card details here.',

  'infoCollection.sent.heading': 'Thank you',
  'infoCollection.sent.body':
    'We’ve sent your details to your chat. You can close this page and go back to your conversation.',
  'infoCollection.answered.heading': 'You’ve already sent your details',
  'infoCollection.answered.body':
    'This form can be sent once. Go back to your chat to continue your conversation.',
  'infoCollection.invalid.heading': 'This link is not valid',
  'infoCollection.invalid.body':
    'It may have expired or been changed. Go back to your chat and ask for a new link.',
} as const;
