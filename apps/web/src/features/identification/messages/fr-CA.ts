import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'identification.tabs.label': 'Comment voulez-vous trouver votre radio?',
  'identification.tabs.radio': 'Infos radio',
  'identification.tabs.car': 'Infos véhicule',
  'identification.find': 'Trouver ma radio',
  'identification.searching': 'Recherche en cours…',
  'identification.continue': 'Continuer',
  'identification.working': 'Un instant…',
  'identification.choose': 'Choisir…',

  'identification.radio.radioId': 'Identifiant de la radio',
  'identification.radio.radioIdHint':
    'Syntonisez le canal 0 pour voir l’identifiant de 8 ou 12 caractères de votre radio. Il figure aussi sur une étiquette collée sur la radio.',

  'identification.car.method': 'La trouver par',
  'identification.car.method.vin': 'Numéro d’identification du véhicule (NIV)',
  'identification.car.method.plate': 'Plaque d’immatriculation',
  'identification.car.vin': 'NIV',
  'identification.car.vinHint':
    '17 caractères, inscrits sur le certificat d’immatriculation, la carte d’assurance ou le pare-brise, côté conducteur.',
  'identification.car.plate': 'Numéro de plaque',
  'identification.car.plateHint':
    'Telle qu’elle apparaît sur la plaque : de 2 à 8 lettres et chiffres.',
  'identification.car.state': 'État',
  'identification.car.province': 'Province ou territoire',
  'identification.car.consent':
    'J’accepte qu’Orbit Radio utilise ce numéro de plaque pour trouver la radio de mon véhicule.',

  'identification.field.radioId.required': 'Entrez l’identifiant de votre radio.',
  'identification.field.radioId.invalid':
    'Entrez les 8 ou 12 lettres et chiffres de l’identifiant de votre radio.',
  'identification.field.vin.required': 'Entrez le NIV de votre véhicule.',
  'identification.field.vin.invalid':
    'Un NIV compte 17 lettres et chiffres, jamais de I, de O ni de Q.',
  'identification.field.vin.checkDigit':
    'Ce NIV n’est pas valide. Vérifiez chaque caractère sur votre certificat d’immatriculation.',
  'identification.field.licensePlate.required': 'Entrez votre numéro de plaque.',
  'identification.field.licensePlate.invalid': 'Entrez de 2 à 8 lettres et chiffres.',
  'identification.field.state.required':
    'Choisissez la province ou le territoire qui a délivré la plaque.',
  'identification.field.state.invalid':
    'Choisissez la province ou le territoire qui a délivré la plaque.',
  'identification.field.consent.required':
    'Cochez la case pour que nous puissions chercher votre plaque.',
  'identification.field.consent.invalid':
    'Cochez la case pour que nous puissions chercher votre plaque.',

  'identification.found.title': 'Nous avons trouvé votre radio',
  'identification.found.vehicle': 'Véhicule',
  'identification.found.radio': 'Identifiant de la radio',
  'identification.found.radioEnding': 'se terminant par {last4}',
  'identification.found.notMine': 'Ce n’est pas votre radio? Chercher de nouveau',

  'identification.problem.notFound.title': 'Nous n’avons pas trouvé votre radio',
  'identification.problem.notFound.body':
    'Réessayez avec les renseignements utilisés à l’achat de votre véhicule, ou cherchez avec l’autre onglet.',
  'identification.humanCheck.title': 'Une dernière étape',
  'identification.humanCheck.body':
    'Ces renseignements ont fait l’objet de nombreuses recherches. Une brève vérification de sécurité s’effectue ci-dessous; une fois terminée, relancez la recherche.',
  'identification.humanCheck.refused':
    'La vérification de sécurité n’a pas abouti. Une nouvelle s’effectue ci-dessous; une fois terminée, relancez la recherche.',
  'identification.problem.tooMany.title': 'Trop de recherches',
  'identification.problem.tooMany.body':
    'Pour votre sécurité, attendez quelques minutes avant de chercher de nouveau.',
  'identification.problem.failed.title': 'La recherche est impossible pour le moment',
  'identification.problem.failed.body':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
};
