export const messages = {
  'identification.tabs.label': 'How do you want to find your radio?',
  'identification.tabs.radio': 'Radio Info',
  'identification.tabs.car': 'Car Info',
  'identification.find': 'Find my radio',
  'identification.searching': 'Searching…',
  'identification.continue': 'Continue',
  'identification.working': 'Please wait…',
  'identification.choose': 'Choose…',

  'identification.radio.radioId': 'Radio ID',
  'identification.radio.radioIdHint':
    'Tune your radio to channel 0 to see its 8- or 12-character Radio ID. It’s also on a sticker on the radio.',

  'identification.car.method': 'Find it by',
  'identification.car.method.vin': 'Vehicle identification number (VIN)',
  'identification.car.method.plate': 'License plate',
  'identification.car.vin': 'VIN',
  'identification.car.vinHint':
    '17 characters, on your registration, insurance card, or the driver’s side of the windshield.',
  'identification.car.plate': 'License plate number',
  'identification.car.plateHint': 'As it appears on the plate, 2 to 8 letters and digits.',
  'identification.car.state': 'State',
  'identification.car.province': 'Province or territory',
  'identification.car.consent':
    'I agree that Orbit Radio may use this license plate to look up my vehicle’s radio.',

  'identification.field.radioId.required': 'Enter your Radio ID.',
  'identification.field.radioId.invalid': 'Enter the 8 or 12 letters and digits of your Radio ID.',
  'identification.field.vin.required': 'Enter your vehicle’s VIN.',
  'identification.field.vin.invalid': 'A VIN has 17 letters and digits, and never I, O or Q.',
  'identification.field.vin.checkDigit':
    'That VIN isn’t valid. Check each character against your registration.',
  'identification.field.licensePlate.required': 'Enter your license plate.',
  'identification.field.licensePlate.invalid': 'Enter 2 to 8 letters and digits.',
  'identification.field.state.required': 'Choose the state that issued the plate.',
  'identification.field.state.invalid': 'Choose the state that issued the plate.',
  'identification.field.consent.required': 'Check the box so we can look up your plate.',
  'identification.field.consent.invalid': 'Check the box so we can look up your plate.',

  'identification.found.title': 'We found your radio',
  'identification.found.vehicle': 'Vehicle',
  'identification.found.radio': 'Radio ID',
  'identification.found.radioEnding': 'ending in {last4}',
  'identification.found.notMine': 'Not your radio? Search again',

  'identification.problem.notFound.title': 'We couldn’t find your radio',
  'identification.problem.notFound.body':
    'Try again with the info used to purchase your vehicle, or search with the other tab.',
  'identification.problem.tooMany.title': 'Too many searches',
  'identification.problem.tooMany.body':
    'For your security, wait a few minutes before you search again.',
  'identification.humanCheck.title': 'One more step',
  'identification.humanCheck.body':
    'There have been many searches for these details. A quick security check runs below; once it’s done, search again.',
  'identification.humanCheck.refused':
    'The security check didn’t go through. A new one runs below; once it’s done, search again.',
  'identification.problem.failed.title': 'We can’t search right now',
  'identification.problem.failed.body':
    'Something went wrong on our side. Please try again in a moment.',
} as const;
