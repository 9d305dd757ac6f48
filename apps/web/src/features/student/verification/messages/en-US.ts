/** The student checkout pages (flows §6, ADR 066): the offer, the verification, the legal copy. */
export const messages = {
  'student.offer.title': 'Students get Streaming Platinum for less',
  'student.offer.lead':
    'Verify that you’re enrolled at a college or university, then subscribe at the student price.',
  'student.offer.loadFailed': 'We couldn’t load the student offer. Please try again.',
  'student.offer.retry': 'Try again',
  'student.verify.title': 'Verify you’re a student',
  'student.verify.stepsLabel': 'Verification steps',
  'student.verify.stepTitle': 'Step {number}: {title}',
  'student.verify.step.identify': 'Your school email',
  'student.verify.step.code': 'Enter your code',
  'student.verify.step.proof': 'Your proof of enrolment',
  'student.verify.step.done': 'Done',
  'student.verify.edit': 'Change',
  'student.verify.editNamed': 'Change: {title}',
  'student.verify.firstName': 'First name',
  'student.verify.lastName': 'Last name',
  'student.verify.schoolEmail': 'School email address',
  'student.verify.schoolEmailHint':
    'The address your college or university gave you, like name@university.edu.',
  'student.verify.province': 'State or province where you live',
  'student.verify.provincePick': 'Choose…',
  'student.verify.sendCode': 'Send my code',
  'student.verify.sending': 'Sending…',
  'student.verify.noSchoolEmail': 'I don’t have a school email',
  'student.verify.useSchoolEmail': 'Use my school email instead',
  'student.verify.codeIntro':
    'We sent a 6-digit code to {email} ({school}). It works for 10 minutes.',
  'student.verify.codeSentAgain': 'We sent you a new code.',
  'student.verify.error.required': 'Enter this to continue.',
  'student.verify.error.invalid': 'Check this and try again.',
  'student.verify.error.email': 'Enter an email address like name@university.edu.',
  'student.verify.error.notAcademic':
    'This isn’t a college or university email address. Use your school address, or upload a proof of enrolment.',
  'student.verify.error.system': 'Something went wrong on our side. Please try again in a moment.',
  'student.verify.humanCheck.title': 'One more step',
  'student.verify.humanCheck.body':
    'Many codes were asked for recently. Show you’re a person, then send again.',
  'student.verify.humanCheck.refused': 'That didn’t work. Please try the check again.',
  'student.proof.lead':
    'Upload a document that shows you’re enrolled this term: a class schedule, a tuition bill or an enrolment letter with your name, your school and a date.',
  'student.proof.personalEmail': 'Email address',
  'student.proof.personalEmailHint': 'We’ll write to you here once your proof is reviewed.',
  'student.proof.schoolName': 'School name',
  'student.proof.file': 'Proof of enrolment',
  'student.proof.fileHint': 'PDF, JPEG or PNG, up to 5 MB.',
  'student.proof.submit': 'Send my proof',
  'student.proof.error.fileRequired': 'Choose the file to send.',
  'student.proof.error.fileType': 'Choose a PDF, JPEG or PNG file.',
  'student.proof.error.fileSize': 'This file is larger than 5 MB. Choose a smaller one.',
  'student.pending.title': 'We’ll review your proof',
  'student.pending.body':
    'Thanks, {firstName}. A member of our team will review your proof of enrolment, usually within two business days.',
  'student.pending.bodyLater':
    'A member of our team is reviewing your proof of enrolment, usually within two business days.',
  'student.pending.next':
    'Come back to this page (keep its address) in this browser to see the answer: once your proof is approved, you continue to the student checkout from here.',
  'student.legal.title': 'Student offer terms',
  'student.legal.body':
    'The student plan is for students enrolled at an accredited college or university in the US or Canada. We verify enrolment once a year; if you don’t verify again, your plan continues at the regular monthly price. The free month is for new subscribers only. Cancel online any time. Taxes extra where they apply. The student price is not offered in Quebec.',
  'student.quebec.note':
    'The student price isn’t offered in Quebec: we’ll show you our streaming plans.',
  'student.pending.check': 'Check the status',
  'student.pending.waiting': 'Your proof is still waiting for its review.',
  'student.pending.approved': 'Your proof was approved: you’re verified as a student.',
  'student.pending.rejected': 'Your proof wasn’t accepted: {reason}',
  'student.pending.tryAgain': 'Verify again',
  'student.continue': 'Continue to checkout',
} as const;
