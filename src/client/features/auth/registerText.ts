import { defineMessages } from '../../../shared/i18n/runtime';
import { PRODUCT_NAME } from '../../../shared/messages';

/** Registration: the choice of account, the student's and the teacher's forms. */
export const registerText = defineMessages('register', {
  titleChoice: `Create your ${PRODUCT_NAME} account`,
  titleTeacher: 'Start your free trial',
  titleStudent: 'Join your class',
  titleDirect: `Sign up for ${PRODUCT_NAME}`,
  alreadySignedIn: 'You are already signed in. Taking you to your dashboard…',
  backToTypes: 'Back to account types',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  teachersTitle: 'Teachers / Parents',
  teachersText: 'Create classes, share a class code and follow progress.',
  startTrial: 'Start Your Free, 30-Day Trial!',
  studentsTitle: 'Students',
  studentsText: 'Have a class code from your teacher? Use it to sign up.',
  joinClass: 'Join your class',
  classCode: 'Class Code',
  classCodeHint: 'Your teacher gives you this 8-character code.',
  registerWithGoogleStudent: 'Register With Google',
  registerWithGoogle: 'Register with Google',
  firstName: 'First Name',
  lastName: 'Last Name',
  under13: 'I am under 13',
  username: 'Username',
  register: 'Register',
  email: 'Email',
  howHeard: 'How did you hear about us?',
  tellUsMore: 'Please tell us more',
  accountType: 'Account type',
  continueToPayment: 'Continue to payment',
});

/** The options of "How did you hear about us?" and "Account type", by the value the server keeps. */
export const registerOptions = defineMessages('registerOptions', {
  Email: 'Email',
  'Social media': 'Social media',
  'Internet search': 'Internet search',
  'Referral from colleague/friend': 'Referral from colleague/friend',
  'School purchased': 'School purchased',
  Conference: 'Conference',
  'Online review': 'Online review',
  Other: 'Other',
  Teacher: 'Teacher',
  Parent: 'Parent',
  Homeschool: 'Homeschool',
});
