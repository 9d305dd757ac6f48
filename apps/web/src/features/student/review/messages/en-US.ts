export const messages = {
  'studentReview.lead':
    'Proofs of enrolment from students without a school email. Open one, check it is current, then approve it or reject it with a reason the student will read.',
  'studentReview.queue.heading': '{count, plural, one {# proof waiting} other {# proofs waiting}}',
  'studentReview.queue.empty': 'No proofs are waiting for review.',
  'studentReview.queue.loading': 'Loading the proofs waiting for review…',
  'studentReview.queue.uploaded': 'Uploaded {when}',
  'studentReview.queue.open': 'Review',
  'studentReview.queue.open.named': 'Review the proof of {name}',
  'studentReview.queue.unavailable': 'We couldn’t load the proofs',
  'studentReview.tryAgain': 'Something went wrong on our side. Try again in a moment.',
  'studentReview.retry': 'Try again',
  'studentReview.back': 'Back to the list',

  'studentReview.proof.loading': 'Loading the proof…',
  'studentReview.proof.unavailable': 'We couldn’t open this proof',
  'studentReview.proof.heading': 'Proof of enrolment of {name}',
  'studentReview.field.email': 'Email',
  'studentReview.field.school': 'School',
  'studentReview.field.uploaded': 'Uploaded',
  'studentReview.file.title': 'Proof of enrolment of {name}',
  'studentReview.file.open': 'Open the PDF',

  'studentReview.approve': 'Approve',
  'studentReview.reject': 'Reject with this reason',
  'studentReview.reason.label': 'Reason for rejecting',
  'studentReview.reason.hint':
    'The student reads it: say what is missing, e.g. “The letter is from last year.” Up to {max} characters.',
  'studentReview.reason.required': 'Give the student a reason (at least 3 characters).',
  'studentReview.decision.failed': 'Your decision wasn’t saved',

  'studentReview.done.approved': 'Approved the proof of {name}',
  'studentReview.done.approved.body': 'The student is verified for one year.',
  'studentReview.done.rejected': 'Rejected the proof of {name}',
  'studentReview.done.rejected.body': 'The student can read your reason and upload another proof.',
  'studentReview.done.alreadyReviewed': 'The proof of {name} was already reviewed',
  'studentReview.done.alreadyReviewed.body':
    'Another reviewer decided it first. The list below is up to date.',

  'studentReview.notReviewer.title': 'This page isn’t available to you',
  'studentReview.notReviewer.body':
    'Reviewing proofs of enrolment is for Orbit Radio student reviewers. You’re signed in, but your sign-in doesn’t have that role.',
  'studentReview.notReviewer.account': 'Go to your account',
};
