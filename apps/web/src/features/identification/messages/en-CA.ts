import { messages as enUS } from './en-US.ts';

/** Canadian English: "licence" for the noun, provinces beside states. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'identification.car.method.plate': 'Licence plate',
  'identification.car.plate': 'Licence plate number',
  'identification.car.consent':
    'I agree that Orbit Radio may use this licence plate to look up my vehicle’s radio.',
  'identification.field.licensePlate.required': 'Enter your licence plate.',
  'identification.field.state.required': 'Choose the province or territory that issued the plate.',
  'identification.field.state.invalid': 'Choose the province or territory that issued the plate.',
};
